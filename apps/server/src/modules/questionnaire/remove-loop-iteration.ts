import type { FlowPathState } from '@camino/contracts';
import { removeLoopIteration as removeIteration } from '@camino/questionnaire';
import type { AnswerOwner } from './answer-owner';
import type { LoopInput } from './add-loop-iteration';
import { type QuestionnaireDeps, engineOptions } from './deps';
import { withEngineErrors } from './engine-errors';
import { toFlowPathState } from './flow-path-state';
import { requireConfig, requireSection } from './load-config';
import { loadOwnerState, pinConfig, saveOwnerState, withOwnerLock } from './owner-state';

/**
 * DELETE question-flow/loop: removes one iteration; its answers go and later iterations move down
 * one (stored under their new loop id). One iteration always stays.
 */
export async function removeLoopIteration(
  deps: QuestionnaireDeps,
  owner: AnswerOwner,
  input: LoopInput & { loop_id: number },
): Promise<FlowPathState> {
  const config = await requireConfig(deps.db, input.config_id);
  const section = requireSection(config, input.question_section_id);
  const options = engineOptions(deps, input.lang);
  return withEngineErrors(() =>
    withOwnerLock(deps.db, owner, async (db) => {
      await pinConfig(db, owner, config, deps.answerWriteGuards);
      const { state: before, changed } = await loadOwnerState(db, owner, config, section);
      const { state: after } = removeIteration(
        section.flow,
        before,
        input.loop_question_id,
        input.loop_id,
        options,
      );
      await saveOwnerState(db, owner, config, section, { before, after, changed });
      return toFlowPathState(config, section, after, { changed, lang: input.lang });
    }),
  );
}
