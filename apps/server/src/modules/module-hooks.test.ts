import { describe, expect, it } from 'vitest';
import type { SectionReopened } from './module-events';
import { collectModuleHooks, type HookOrder } from './module-hooks';
import type { HookContext, ModuleHook, ModuleServices, ServerModule } from './server-module';

const services = { marker: 'the process services' } as unknown as ModuleServices;
// No module of these tests declares a progress count, so the bound context carries none.
const context = {
  ...services,
  caseProgress: { documents: null, declaration: null, reopened: null, missingItems: [] },
} as HookContext;
const none: HookOrder = {
  answerWriteGuards: [],
  derivativesHooks: [],
  derivativesFollowers: [],
  tempSessionMigrations: [],
  quickExitFollowers: [],
  approvalHooks: [],
};

function recording(name: string, calls: string[]): ModuleHook<string> {
  return {
    name,
    run: async (event, given) => {
      expect(given).toEqual(context);
      calls.push(`${name}(${event})`);
    },
  };
}

const moduleWith = (name: string, hooks: Partial<Record<keyof HookOrder, unknown[]>>) =>
  ({ name, ...hooks }) as ServerModule;

describe('collectModuleHooks', () => {
  it('runs each list in the order given, whatever the order of the modules, with the context bound', async () => {
    const calls: string[] = [];
    const hooks = collectModuleHooks(
      [
        moduleWith('late', { tempSessionMigrations: [recording('b', calls)] }),
        moduleWith('early', { tempSessionMigrations: [recording('a', calls)] }),
      ],
      { ...none, tempSessionMigrations: ['a', 'b'] },
      services,
    );
    expect(hooks.tempSessionMigrations.map((hook) => hook.name)).toEqual(['a', 'b']);
    for (const hook of hooks.tempSessionMigrations) await hook.run('x' as never);
    expect(calls).toEqual(['a(x)', 'b(x)']);
    expect(hooks.answerWriteGuards).toEqual([]);
  });

  it('refuses a hook the order does not place, and two hooks of one list with one name', () => {
    const calls: string[] = [];
    expect(() =>
      collectModuleHooks([moduleWith('m', { derivativesHooks: [recording('new', calls)] })], none, services),
    ).toThrow('The derivativesHooks order does not place new');
    expect(() =>
      collectModuleHooks(
        [
          moduleWith('one', { derivativesFollowers: [recording('same', calls)] }),
          moduleWith('two', { derivativesFollowers: [recording('same', calls)] }),
        ],
        { ...none, derivativesFollowers: ['same'] },
        services,
      ),
    ).toThrow('Two derivativesFollowers are named same');
  });

  it('collects the sections a module says are reopened, from one module at most', () => {
    const reopened: SectionReopened = (_db, _caseRow, section) => Promise.resolve(section === 'forms');
    const declaring = (name: string): ServerModule => ({ name, reopenedSections: reopened });
    expect(collectModuleHooks([declaring('review')], none, services).caseProgress.reopened).toBe(reopened);
    expect(collectModuleHooks([], none, services).caseProgress.reopened).toBeNull();
    expect(() => collectModuleHooks([declaring('one'), declaring('two')], none, services)).toThrow(
      'reopenedSections is declared by one and two',
    );
  });
});
