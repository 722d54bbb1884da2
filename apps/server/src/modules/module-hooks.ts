import type { TempSessionMigrationContext } from './accounts';
import type { DerivativesChange } from './cases';
import type { AnswerWrite } from './questionnaire';
import type { BoundHook, HookContext, ModuleHook, ServerModule } from './server-module';

/** Every module's hooks, each list in the order it runs, bound to the services of one process. */
export interface ModuleHooks {
  readonly answerWriteGuards: readonly BoundHook<AnswerWrite>[];
  readonly derivativesHooks: readonly BoundHook<DerivativesChange>[];
  readonly derivativesFollowers: readonly BoundHook<DerivativesChange>[];
  readonly tempSessionMigrations: readonly BoundHook<TempSessionMigrationContext>[];
}

/** The names of each list's hooks in the order they run. */
export type HookOrder = { readonly [List in keyof ModuleHooks]: readonly string[] };

function ordered<Event>(
  list: keyof ModuleHooks,
  hooks: readonly ModuleHook<Event>[],
  order: readonly string[],
  context: HookContext,
): BoundHook<Event>[] {
  const seen = new Set<string>();
  for (const { name } of hooks) {
    if (seen.has(name)) throw new Error(`Two ${list} are named ${name}`);
    if (!order.includes(name)) throw new Error(`The ${list} order does not place ${name}`);
    seen.add(name);
  }
  return [...hooks]
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    .map(({ name, run }) => ({ name, run: (event: Event) => run(event, context) }));
}

/** Fails on two hooks of one list with the same name, and on a hook `order` does not place. */
export function collectModuleHooks(
  modules: readonly ServerModule[],
  order: HookOrder,
  context: HookContext,
): ModuleHooks {
  const all = <Event>(pick: (module: ServerModule) => readonly ModuleHook<Event>[] | undefined) =>
    modules.flatMap((module) => pick(module) ?? []);
  return {
    answerWriteGuards: ordered(
      'answerWriteGuards',
      all((module) => module.answerWriteGuards),
      order.answerWriteGuards,
      context,
    ),
    derivativesHooks: ordered(
      'derivativesHooks',
      all((module) => module.derivativesHooks),
      order.derivativesHooks,
      context,
    ),
    derivativesFollowers: ordered(
      'derivativesFollowers',
      all((module) => module.derivativesFollowers),
      order.derivativesFollowers,
      context,
    ),
    tempSessionMigrations: ordered(
      'tempSessionMigrations',
      all((module) => module.tempSessionMigrations),
      order.tempSessionMigrations,
      context,
    ),
  };
}
