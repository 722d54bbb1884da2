import type { Db } from '../../db/database';
import type { AnswerOwner } from './answer-owner';

/** What a guard sees of a write: whose answers, to which questionnaire. */
export interface AnswerWrite {
  readonly db: Db;
  readonly owner: AnswerOwner;
  readonly questionnaire: string;
}

/** Refuses a write by throwing (an AppError); other modules register them, this one never imports them. */
export type AnswerWriteGuard = (write: AnswerWrite) => Promise<void>;

const guards = new Map<string, AnswerWriteGuard>();

/** Registers (or replaces, by name) a guard run before every change to an owner's answers or path. */
export function registerAnswerWriteGuard(name: string, guard: AnswerWriteGuard): void {
  guards.set(name, guard);
}

/** Runs every guard; the first refusal stops the write. */
export async function checkAnswerWrite(write: AnswerWrite): Promise<void> {
  for (const guard of guards.values()) await guard(write);
}
