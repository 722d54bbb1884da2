/**
 * When a visitor creates an account (or signs in from the questionnaire), what they answered
 * under the temporary session becomes their case's, per questionnaire: a questionnaire the case
 * already started keeps the case's answers, and the session's copy is dropped.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  questionnaireAnswers,
  questionnaireFlowPaths,
  questionnaireOwnerConfigs,
} from '../../db/schema/questionnaire';
import type { TempSessionMigrationContext } from '../accounts';
import type { ModuleHook } from '../server-module';
import { caseOwnerOf } from './answer-owner';

export async function moveTempAnswers(db: Db, tempSessionId: string, accountId: string): Promise<void> {
  const to = caseOwnerOf({ accountId });
  const pins = await db
    .select()
    .from(questionnaireOwnerConfigs)
    .where(
      and(
        eq(questionnaireOwnerConfigs.ownerKind, 'temp'),
        eq(questionnaireOwnerConfigs.ownerId, tempSessionId),
      ),
    );
  for (const pin of pins) {
    const [taken] = await db
      .select({ configId: questionnaireOwnerConfigs.configId })
      .from(questionnaireOwnerConfigs)
      .where(
        and(
          eq(questionnaireOwnerConfigs.ownerKind, to.kind),
          eq(questionnaireOwnerConfigs.ownerId, to.id),
          eq(questionnaireOwnerConfigs.questionnaireKey, pin.questionnaireKey),
        ),
      )
      .limit(1);
    const answersOfPin = and(
      eq(questionnaireAnswers.ownerKind, 'temp'),
      eq(questionnaireAnswers.ownerId, tempSessionId),
      eq(questionnaireAnswers.configId, pin.configId),
    );
    const pathsOfPin = and(
      eq(questionnaireFlowPaths.ownerKind, 'temp'),
      eq(questionnaireFlowPaths.ownerId, tempSessionId),
      eq(questionnaireFlowPaths.configId, pin.configId),
    );
    const pinOf = and(
      eq(questionnaireOwnerConfigs.ownerKind, 'temp'),
      eq(questionnaireOwnerConfigs.ownerId, tempSessionId),
      eq(questionnaireOwnerConfigs.questionnaireKey, pin.questionnaireKey),
    );
    if (taken) {
      await db.delete(questionnaireAnswers).where(answersOfPin);
      await db.delete(questionnaireFlowPaths).where(pathsOfPin);
      await db.delete(questionnaireOwnerConfigs).where(pinOf);
      continue;
    }
    await db.update(questionnaireAnswers).set({ ownerKind: to.kind, ownerId: to.id }).where(answersOfPin);
    await db.update(questionnaireFlowPaths).set({ ownerKind: to.kind, ownerId: to.id }).where(pathsOfPin);
    await db.update(questionnaireOwnerConfigs).set({ ownerKind: to.kind, ownerId: to.id }).where(pinOf);
  }
}

export const moveTempSessionAnswers: ModuleHook<TempSessionMigrationContext> = {
  name: 'questionnaire-answers',
  run: ({ db, tempSession, accountId }) => moveTempAnswers(db, tempSession.id, accountId),
};
