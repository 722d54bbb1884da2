import type { FastifyBaseLogger } from 'fastify';
import type { NextOptions } from '@camino/questionnaire';
import type { Db } from '../../db/database';
import { type ValidationSandbox, validationOutcome } from '../code-execution';
import type { AnswerWriteGuards } from './answer-write-guards';

/** What the questionnaire use cases run with; routes pass the app's, tests may pass their own. */
export interface QuestionnaireDeps {
  db: Db;
  sandbox: ValidationSandbox;
  log: Pick<FastifyBaseLogger, 'warn'>;
  answerWriteGuards: AnswerWriteGuards;
}

/** Engine options of a request: scripts run in the sandbox, messages in the applicant's language. */
export function engineOptions(deps: QuestionnaireDeps, lang: string): NextOptions {
  return { validationPasses: validationOutcome(deps.sandbox, deps.log), lang };
}
