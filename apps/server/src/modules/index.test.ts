import { describe, expect, it } from 'vitest';
import { HOOK_ORDER, SERVER_MODULES } from './index';
import type { HookOrder } from './module-hooks';
import type { ModuleHook } from './server-module';

const lists = Object.keys(HOOK_ORDER) as (keyof HookOrder)[];
const declared = (list: keyof HookOrder) =>
  SERVER_MODULES.flatMap((module) =>
    ((module[list] ?? []) as readonly ModuleHook<unknown>[]).map((hook) => `${module.name}:${hook.name}`),
  );

describe('the hooks the server modules declare', () => {
  it.each(lists)('%s: each is named once and placed by the order, which names no other', (list) => {
    const names = declared(list).map((qualified) => qualified.split(':')[1]!);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...HOOK_ORDER[list]].sort());
  });

  it('are declared by the modules that own the rule they enforce', () => {
    expect(declared('answerWriteGuards')).toEqual(['forms:forms.read-only-legal-answers']);
    expect(declared('derivativesHooks').sort()).toEqual([
      'documents:documents.removed-member-files',
      'payments:payments',
      'workspace:workspace.read-only',
    ]);
    expect(declared('derivativesFollowers')).toEqual(['payments:payments.reprice']);
    expect(declared('approvalHooks')).toEqual(['package:package.build']);
    expect(declared('tempSessionMigrations').sort()).toEqual([
      'accounts:account-profile',
      'questionnaire:questionnaire-answers',
      'referrals:referral',
    ]);
  });

  it('run refusals of a family-members change before its effects', () => {
    expect(HOOK_ORDER.derivativesHooks.at(-1)).toBe('documents.removed-member-files');
  });
});
