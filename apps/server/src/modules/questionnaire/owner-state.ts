import type { AnswerToSave, EngineState, StoredAnswer } from '@camino/questionnaire';
import { answerKey, createState, formatFlowPath, toAnswersToSave } from '@camino/questionnaire';
import { AppError } from '@camino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isEmbedded } from '../../db/embedded';
import {
  questionnaireAnswers,
  questionnaireConfigs,
  questionnaireFlowPaths,
  questionnaireOwnerConfigs,
} from '../../db/schema/questionnaire';
import type { AnswerOwner } from './answer-owner';
import { type AnswerWriteGuards, checkAnswerWrite } from './answer-write-guards';
import type { LoadedConfig, LoadedSection } from './load-config';

const ownedBy = (owner: AnswerOwner) =>
  and(eq(questionnaireAnswers.ownerKind, owner.kind), eq(questionnaireAnswers.ownerId, owner.id));

export async function findOwnerAnswers(
  db: Db,
  owner: AnswerOwner,
  configId: number,
  sectionId?: number,
): Promise<AnswerToSave[]> {
  const rows = await db
    .select()
    .from(questionnaireAnswers)
    .where(
      and(
        ownedBy(owner),
        eq(questionnaireAnswers.configId, configId),
        sectionId === undefined ? undefined : eq(questionnaireAnswers.questionSectionId, sectionId),
      ),
    )
    .orderBy(questionnaireAnswers.questionId, questionnaireAnswers.loopId);
  return rows.map((row) => ({
    question_id: row.questionId,
    question_section_id: row.questionSectionId,
    config_id: row.configId,
    group: row.group,
    response: row.response,
    loop_id: row.loopId,
    loop_group: row.loopGroup,
  }));
}

export interface OwnerState {
  readonly state: EngineState;
  /** A changed answer discarded a branch since the path was stored. */
  readonly changed: boolean;
}

/** The engine state of an owner in a section, from the stored answers and flow path. */
export async function loadOwnerState(
  db: Db,
  owner: AnswerOwner,
  config: LoadedConfig,
  section: LoadedSection,
): Promise<OwnerState> {
  const rows = await readOwnerRows(db, owner, config.id, section.id);
  return ownerStateOf(section, rows);
}

/**
 * The engine state of an owner in every section of a configuration, in one statement: what a
 * completion over all sections reads (the dashboard on every visit) costs one round trip, not one
 * per section.
 */
export async function loadOwnerStates(
  db: Db,
  owner: AnswerOwner,
  config: LoadedConfig,
): Promise<Map<number, OwnerState>> {
  const rows = await readOwnerRows(db, owner, config.id);
  const bySection = new Map<number, OwnerRow[]>();
  for (const row of rows) {
    const sectionRows = bySection.get(row.sectionId);
    if (sectionRows) sectionRows.push(row);
    else bySection.set(row.sectionId, [row]);
  }
  return new Map(
    [...config.sections.values()].map((section) => [
      section.id,
      ownerStateOf(section, bySection.get(section.id) ?? []),
    ]),
  );
}

interface OwnerRow {
  sectionId: number;
  questionId: number | null;
  loopId: number | null;
  response: string | null;
  path: string | null;
  changed: boolean | null;
}

/**
 * The flow paths and answers of an owner in a configuration (one section, or all), as one statement
 * (a round trip less on every save): a path row carries no answer, an answer row no path.
 */
function readOwnerRows(
  db: Db,
  owner: AnswerOwner,
  configId: number,
  sectionId?: number,
): Promise<OwnerRow[]> {
  return db
    .select({
      sectionId: questionnaireFlowPaths.questionSectionId,
      questionId: sql<number | null>`null::integer`,
      loopId: sql<number | null>`null::integer`,
      response: sql<string | null>`null::text`,
      path: sql<string | null>`${questionnaireFlowPaths.path}`,
      changed: sql<boolean | null>`${questionnaireFlowPaths.changed}`,
    })
    .from(questionnaireFlowPaths)
    .where(
      and(
        eq(questionnaireFlowPaths.ownerKind, owner.kind),
        eq(questionnaireFlowPaths.ownerId, owner.id),
        eq(questionnaireFlowPaths.configId, configId),
        sectionId === undefined ? undefined : eq(questionnaireFlowPaths.questionSectionId, sectionId),
      ),
    )
    .unionAll(
      db
        .select({
          sectionId: questionnaireAnswers.questionSectionId,
          questionId: sql<number | null>`${questionnaireAnswers.questionId}`,
          loopId: sql<number | null>`${questionnaireAnswers.loopId}`,
          response: sql<string | null>`${questionnaireAnswers.response}`,
          path: sql<string | null>`null::text`,
          changed: sql<boolean | null>`null::boolean`,
        })
        .from(questionnaireAnswers)
        .where(
          and(
            ownedBy(owner),
            eq(questionnaireAnswers.configId, configId),
            sectionId === undefined ? undefined : eq(questionnaireAnswers.questionSectionId, sectionId),
          ),
        ),
    );
}

function ownerStateOf(section: LoadedSection, rows: readonly OwnerRow[]): OwnerState {
  const path = rows.find((row) => row.path !== null);
  const stored: StoredAnswer[] = rows
    .filter((row) => row.path === null)
    .map((row) => ({ questionId: row.questionId!, loopId: row.loopId!, response: row.response! }))
    .sort((a, b) => a.questionId - b.questionId || a.loopId - b.loopId);
  return {
    state: createState(section.flow, { answers: stored, path: path?.path ?? '' }),
    changed: path?.changed ?? false,
  };
}

/** Answers that differ between two states: rows to write and rows to remove. */
export function answerChanges(
  before: EngineState,
  after: EngineState,
): { saved: StoredAnswer[]; deleted: StoredAnswer[] } {
  const saved = Object.values(after.answers).filter(
    (answer) => before.answers[answerKey(answer.questionId, answer.loopId)]?.response !== answer.response,
  );
  const deleted = Object.values(before.answers).filter(
    (answer) => after.answers[answerKey(answer.questionId, answer.loopId)] === undefined,
  );
  return { saved, deleted };
}

/** Writes what changed between two states of an owner: answers and flow path. */
export async function saveOwnerState(
  db: Db,
  owner: AnswerOwner,
  config: LoadedConfig,
  section: LoadedSection,
  change: { before: EngineState; after: EngineState; changed: boolean },
): Promise<{ saved: StoredAnswer[]; deleted: StoredAnswer[] }> {
  const { saved, deleted } = answerChanges(change.before, change.after);
  for (const answer of deleted) {
    await db
      .delete(questionnaireAnswers)
      .where(
        and(
          ownedBy(owner),
          eq(questionnaireAnswers.configId, config.id),
          eq(questionnaireAnswers.questionId, answer.questionId),
          eq(questionnaireAnswers.loopId, answer.loopId),
        ),
      );
  }
  const rows = toAnswersToSave(section.flow, saved, {
    config_id: config.id,
    question_section_id: section.id,
  });
  const path = formatFlowPath(change.after.path);
  const writePath = (query: Pick<Db, 'insert'>) =>
    query
      .insert(questionnaireFlowPaths)
      .values({
        ownerKind: owner.kind,
        ownerId: owner.id,
        configId: config.id,
        questionSectionId: section.id,
        path,
        changed: change.changed,
      })
      .onConflictDoUpdate({
        target: [
          questionnaireFlowPaths.ownerKind,
          questionnaireFlowPaths.ownerId,
          questionnaireFlowPaths.configId,
          questionnaireFlowPaths.questionSectionId,
        ],
        set: { path, changed: change.changed, updatedAt: sql`now()` },
      });
  if (rows.length === 0) {
    await writePath(db);
    return { saved, deleted };
  }
  // The answers and the path go in one statement (the answers as a data-modifying WITH, which
  // PostgreSQL runs to completion whether or not the path insert reads it): one round trip less
  // on every save, inside the same transaction as before.
  const savedAnswers = db.$with('saved_answers').as(
    db
      .insert(questionnaireAnswers)
      .values(
        rows.map((row) => ({
          ownerKind: owner.kind,
          ownerId: owner.id,
          configId: row.config_id,
          questionSectionId: row.question_section_id,
          questionId: row.question_id,
          loopId: row.loop_id,
          group: row.group,
          loopGroup: row.loop_group,
          response: row.response,
        })),
      )
      .onConflictDoUpdate({
        target: [
          questionnaireAnswers.ownerKind,
          questionnaireAnswers.ownerId,
          questionnaireAnswers.configId,
          questionnaireAnswers.questionId,
          questionnaireAnswers.loopId,
        ],
        set: { response: sql`excluded.response`, updatedAt: sql`now()` },
      })
      .returning({ id: questionnaireAnswers.id }),
  );
  await writePath(db.with(savedAnswers));
  return { saved, deleted };
}

/**
 * Runs `task` in a transaction holding the owner's lock, so two requests of one applicant never
 * interleave their read-modify-write of answers and path.
 *
 * The transaction commits without waiting for the disk (ADR 0103): an answer is an autosave the
 * applicant sees again at once, and it survives a crash of Camino; only a crash of the database
 * server itself in the fraction of a second before its WAL writer flushes could lose the last
 * answers, which the applicant would then type again. Payments, accounts and signatures keep the
 * default and wait for the disk. The embedded database (PGlite) always waits: it runs inside
 * Camino's process with no WAL writer of its own, so a crash of Camino is a crash of the database,
 * and an answer not yet on disk would be lost although it was acknowledged.
 */
export function withOwnerLock<T>(db: Db, owner: AnswerOwner, task: (tx: Db) => Promise<T>): Promise<T> {
  const lock = sql`pg_advisory_xact_lock(hashtextextended(${`answers:${owner.kind}:${owner.id}`}, 0))`;
  return db.transaction(async (tx) => {
    await tx.execute(
      isEmbedded(db)
        ? sql`SELECT ${lock}`
        : sql`SELECT set_config('synchronous_commit', 'off', true), ${lock}`,
    );
    return task(tx as unknown as Db);
  });
}

/**
 * Pins the owner to the configuration on first use and refuses any other version of the same
 * questionnaire afterwards: a case keeps the content it started with. A first use must be of the
 * active version.
 */
export async function pinConfig(
  db: Db,
  owner: AnswerOwner,
  config: LoadedConfig,
  guards: AnswerWriteGuards,
): Promise<void> {
  // Every write passes here first, so the guards of other modules (a read-only case) run once for all.
  await checkAnswerWrite(guards, { db, owner, questionnaire: config.questionnaire });
  const [pin] = await db
    .select({ configId: questionnaireOwnerConfigs.configId })
    .from(questionnaireOwnerConfigs)
    .where(
      and(
        eq(questionnaireOwnerConfigs.ownerKind, owner.kind),
        eq(questionnaireOwnerConfigs.ownerId, owner.id),
        eq(questionnaireOwnerConfigs.questionnaireKey, config.questionnaire),
      ),
    )
    .limit(1);
  if (pin) {
    if (pin.configId === config.id) return;
    throw new AppError('CONFLICT', {
      detail: `This questionnaire was started with configuration ${pin.configId}.`,
      extensions: { pinnedConfigId: pin.configId },
    });
  }
  const [row] = await db
    .select({ active: questionnaireConfigs.active })
    .from(questionnaireConfigs)
    .where(eq(questionnaireConfigs.id, config.id))
    .limit(1);
  if (!row?.active) {
    throw new AppError('CONFLICT', {
      detail: `Questionnaire configuration ${config.id} is no longer the active version.`,
      extensions: { inactiveConfigId: config.id },
    });
  }
  await db.insert(questionnaireOwnerConfigs).values({
    ownerKind: owner.kind,
    ownerId: owner.id,
    questionnaireKey: config.questionnaire,
    configId: config.id,
  });
}

/** Deletes exact answer rows of an owner (spec: Answer to delete); returns how many went. */
export async function deleteOwnerAnswerRows(
  db: Db,
  owner: AnswerOwner,
  rows: readonly { configId: number; questionId: number; loopId: number }[],
): Promise<number> {
  let count = 0;
  for (const row of rows) {
    const deleted = await db
      .delete(questionnaireAnswers)
      .where(
        and(
          ownedBy(owner),
          eq(questionnaireAnswers.configId, row.configId),
          eq(questionnaireAnswers.questionId, row.questionId),
          eq(questionnaireAnswers.loopId, row.loopId),
        ),
      )
      .returning({ id: questionnaireAnswers.id });
    count += deleted.length;
  }
  return count;
}
