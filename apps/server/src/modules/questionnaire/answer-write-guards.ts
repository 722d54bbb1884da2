import type { Db } from '../../db/database';
import type { BoundHook } from '../server-module';
import type { AnswerOwner } from './answer-owner';

/** What a guard sees of a write: whose answers, to which questionnaire. */
export interface AnswerWrite {
  readonly db: Db;
  readonly owner: AnswerOwner;
  readonly questionnaire: string;
}

/** Other modules' refusals of a write (an AppError thrown); this module never imports them. */
export type AnswerWriteGuards = readonly BoundHook<AnswerWrite>[];

/** Runs every guard; the first refusal stops the write. */
export async function checkAnswerWrite(guards: AnswerWriteGuards, write: AnswerWrite): Promise<void> {
  for (const guard of guards) await guard.run(write);
}
