import type { FlowPathState } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { AnswerOwner } from './answer-owner';
import { withEngineErrors } from './engine-errors';
import { toFlowPathState } from './flow-path-state';
import { requireConfig, requireSection } from './load-config';
import { loadOwnerState, loadOwnerStates } from './owner-state';

/** GET question-flow-path: the owner's stored path in a section and where it stands. */
export async function getFlowPath(
  db: Db,
  owner: AnswerOwner,
  input: { config_id: number; question_section_id: number; lang: string },
): Promise<FlowPathState> {
  const config = await requireConfig(db, input.config_id);
  const section = requireSection(config, input.question_section_id);
  return withEngineErrors(async () => {
    const { state, changed } = await loadOwnerState(db, owner, config, section);
    return toFlowPathState(config, section, state, { changed, lang: input.lang });
  });
}

/** The owner's path in every section of a configuration, in the sections' order, read at once. */
export async function getFlowPaths(
  db: Db,
  owner: AnswerOwner,
  input: { config_id: number; lang: string },
): Promise<FlowPathState[]> {
  const config = await requireConfig(db, input.config_id);
  return withEngineErrors(async () => {
    const states = await loadOwnerStates(db, owner, config);
    return [...config.sections.values()].map((section) => {
      const { state, changed } = states.get(section.id)!;
      return toFlowPathState(config, section, state, { changed, lang: input.lang });
    });
  });
}
