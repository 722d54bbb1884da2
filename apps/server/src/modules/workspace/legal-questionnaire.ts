/**
 * The legal questionnaire of a case (questionnaire key `legal`, one per case type) and how far the
 * applicant has come in it. Completion comes from the questionnaire module's own flow-path service, so
 * the engine's rule (pages passed / pages on the shortest way to END) is the only one.
 */
import { AppError, type Strategy } from '@camino/contracts';
import type { Db } from '../../db/database';
import { type AnswerOwner, findActiveConfigs, getFlowPaths, requireConfig } from '../questionnaire';

export const LEGAL_QUESTIONNAIRE = 'legal';

/** The active legal questionnaire for a case type, or null while none is published. */
export async function findLegalConfigId(db: Db, strategy: Strategy | null): Promise<number | null> {
  if (strategy === null) return null;
  const [config] = await findActiveConfigs(db, { questionnaire: LEGAL_QUESTIONNAIRE, strategy });
  return config?.config_id ?? null;
}

/**
 * A configuration the client named must be a legal questionnaire of the case's type (any version, so
 * one pinned before a content update still counts); anything else is answered as not found.
 */
export async function requireLegalConfig(db: Db, configId: number, strategy: Strategy | null): Promise<void> {
  const config = await requireConfig(db, configId);
  const fits =
    config.questionnaire === LEGAL_QUESTIONNAIRE &&
    (config.strategy === null || config.strategy === strategy);
  if (!fits) throw new AppError('NOT_FOUND', { detail: 'No such questionnaire for this case.' });
}

/** The owner's completion of a configuration, 0–100: the mean of its sections, 100 only when all are done. */
export async function questionnaireCompletion(db: Db, owner: AnswerOwner, configId: number): Promise<number> {
  const states = await getFlowPaths(db, owner, { config_id: configId, lang: 'en' });
  if (states.length === 0) return 0;
  if (states.every((state) => state.complete)) return 100;
  const mean =
    states.reduce((sum, state) => sum + (state.complete ? 100 : state.completion), 0) / states.length;
  return Math.min(99, Math.floor(mean));
}
