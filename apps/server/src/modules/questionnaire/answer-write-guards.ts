import type { AnswerWrite } from '../module-events';
import type { BoundHook } from '../server-module';

export type { AnswerWrite };

/** Other modules' refusals of a write (an AppError thrown); this module never imports them. */
export type AnswerWriteGuards = readonly BoundHook<AnswerWrite>[];

/** Runs every guard; the first refusal stops the write. */
export async function checkAnswerWrite(guards: AnswerWriteGuards, write: AnswerWrite): Promise<void> {
  for (const guard of guards) await guard.run(write);
}
