import type { Locale } from '@camino/contracts';
import type { Db } from '../db/database';
import type {
  AnswerWrite,
  CaseApproval,
  CaseProgressSources,
  CaseRow,
  DerivativesChange,
  QuickExitEvent,
  TempSessionMigrationContext,
} from './module-events';
import type {
  BoundHook,
  HookContext,
  ModuleHook,
  ModuleServices,
  ProgressSource,
  ServerModule,
} from './server-module';

/** Every module's hooks, each list in the order it runs, bound to the services of one process. */
export interface ModuleHooks {
  readonly answerWriteGuards: readonly BoundHook<AnswerWrite>[];
  readonly derivativesHooks: readonly BoundHook<DerivativesChange>[];
  readonly derivativesFollowers: readonly BoundHook<DerivativesChange>[];
  readonly tempSessionMigrations: readonly BoundHook<TempSessionMigrationContext>[];
  readonly quickExitFollowers: readonly BoundHook<QuickExitEvent>[];
  readonly approvalHooks: readonly BoundHook<CaseApproval>[];
  readonly caseProgress: CaseProgressSources;
}

type HookList = Exclude<keyof ModuleHooks, 'caseProgress'>;

/** The names of each list's hooks in the order they run. */
export type HookOrder = { readonly [List in HookList]: readonly string[] };

function ordered<Event>(
  list: HookList,
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

type OneModuleField = 'documentsProgress' | 'declarationProgress' | 'reopenedSections';

function declaredOnce<Field extends OneModuleField>(
  field: Field,
  modules: readonly ServerModule[],
): ServerModule[Field] {
  const declaring = modules.filter((module) => module[field] !== undefined);
  if (declaring.length > 1)
    throw new Error(`${field} is declared by ${declaring.map((module) => module.name).join(' and ')}`);
  return declaring[0]?.[field];
}

function onlySource<Result>(
  field: 'documentsProgress' | 'declarationProgress',
  modules: readonly ServerModule[],
  services: ModuleServices,
) {
  const source = declaredOnce(field, modules) as ProgressSource<Result> | undefined;
  return source ? (db: Db, caseRow: CaseRow) => source(db, caseRow, services) : null;
}

/**
 * Fails on two hooks of one list with the same name, on a hook `order` does not place, and on a
 * progress count or reopened sections two modules declare.
 */
export function collectModuleHooks(
  modules: readonly ServerModule[],
  order: HookOrder,
  services: ModuleServices,
): ModuleHooks {
  const caseProgress: CaseProgressSources = {
    documents: onlySource('documentsProgress', modules, services),
    declaration: onlySource('declarationProgress', modules, services),
    reopened: declaredOnce('reopenedSections', modules) ?? null,
    missingItems: modules.flatMap(({ name, missingItems }) =>
      missingItems
        ? [
            {
              module: name,
              list: (db: Db, caseRow: CaseRow, lang: Locale) => missingItems(db, caseRow, services, lang),
            },
          ]
        : [],
    ),
  };
  const context: HookContext = { ...services, caseProgress };
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
    quickExitFollowers: ordered(
      'quickExitFollowers',
      all((module) => module.quickExitFollowers),
      order.quickExitFollowers,
      context,
    ),
    approvalHooks: ordered(
      'approvalHooks',
      all((module) => module.approvalHooks),
      order.approvalHooks,
      context,
    ),
    caseProgress,
  };
}
