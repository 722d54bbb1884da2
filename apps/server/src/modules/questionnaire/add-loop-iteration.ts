import type { FlowPathState } from '@camino/contracts';
import { addLoopIteration as addIteration } from '@camino/questionnaire';
import type { AnswerOwner } from './answer-owner';
import { type QuestionnaireDeps, engineOptions } from './deps';
import { withEngineErrors } from './engine-errors';
import { toFlowPathState } from './flow-path-state';
import { requireConfig, requireSection } from './load-config';
import { loadOwnerState, pinConfig, saveOwnerState, withOwnerLock } from './owner-state';

export interface LoopInput {
  config_id: number;
  question_section_id: number;
  loop_question_id: number;
  lang: string;
}

/** POST question-flow/loop: one more iteration of a LOOP; the path then stops at its first question. */
export async function addLoopIteration(
  deps: QuestionnaireDeps,
  owner: AnswerOwner,
  input: LoopInput,
): Promise<FlowPathState> {
  const config = await requireConfig(deps.db, input.config_id);
  const section = requireSection(config, input.question_section_id);
  const options = engineOptions(deps, input.lang);
  return withEngineErrors(() =>
    withOwnerLock(deps.db, owner, async (db) => {
      await pinConfig(db, owner, config, deps.answerWriteGuards);
      const { state: before, changed } = await loadOwnerState(db, owner, config, section);
      const after = addIteration(section.flow, before, input.loop_question_id, options);
      await saveOwnerState(db, owner, config, section, { before, after, changed });
      return toFlowPathState(config, section, after, { changed, lang: input.lang });
    }),
  );
}
