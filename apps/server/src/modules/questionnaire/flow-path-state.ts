import type { FlowPathState } from '@camino/contracts';
import type { EngineState, PathEntry } from '@camino/questionnaire';
import { completion, currentEntry, defaultMessage, formatFlowPath, isComplete } from '@camino/questionnaire';
import type { LoadedConfig, LoadedSection } from './load-config';

/** What the client needs after any move: the stored path, where it stands, and why it went back. */
export function toFlowPathState(
  config: LoadedConfig,
  section: LoadedSection,
  state: EngineState,
  options: { changed?: boolean; failedValidation?: PathEntry | undefined; lang?: string } = {},
): FlowPathState {
  const current = currentEntry(state);
  const lang = options.lang ?? 'en';
  const failed = options.failedValidation;
  return {
    config_id: config.id,
    question_section_id: section.id,
    flow_path: formatFlowPath(state.path),
    current: current ? { question_id: current.questionId, loop_id: current.loopId } : null,
    complete: isComplete(section.flow, state),
    completion: completion(section.flow, state),
    path_changed: options.changed ?? state.pathChanged,
    failed_validation: failed
      ? {
          question_id: failed.questionId,
          loop_id: failed.loopId,
          // The VALIDATION's own error text explains what to fix; the generic message is the fallback.
          message:
            section.flow.labels.get(`${failed.questionId}:${lang}`)?.error_text ??
            defaultMessage('invalidFormat', lang),
        }
      : null,
  };
}
