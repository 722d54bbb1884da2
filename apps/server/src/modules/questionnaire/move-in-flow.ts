import { AppError, type FlowPathRequest, type FlowPathState } from '@camino/contracts';
import type { EngineState, Flow, PathEntry } from '@camino/questionnaire';
import { entryKey, goBack, nextQuestion, parseEntry, restart } from '@camino/questionnaire';
import type { AnswerOwner } from './answer-owner';
import { type QuestionnaireDeps, engineOptions } from './deps';
import { answersRejected, withEngineErrors } from './engine-errors';
import { toFlowPathState } from './flow-path-state';
import { requireConfig, requireSection } from './load-config';
import { loadOwnerState, pinConfig, saveOwnerState, withOwnerLock } from './owner-state';

/**
 * POST question-flow-path: moves the owner through a section on the server's own walk (next,
 * back, restart) or stores a path the browser walked (save) after checking it follows the flow.
 */
export async function moveInFlow(
  deps: QuestionnaireDeps,
  owner: AnswerOwner,
  request: FlowPathRequest,
): Promise<FlowPathState> {
  const config = await requireConfig(deps.db, request.config_id);
  const section = requireSection(config, request.question_section_id);
  const options = engineOptions(deps, request.lang);
  return withEngineErrors(() =>
    withOwnerLock(deps.db, owner, async (db) => {
      await pinConfig(db, owner, config, deps.answerWriteGuards);
      const { state: before } = await loadOwnerState(db, owner, config, section);
      let after: EngineState = before;
      let failedValidation: PathEntry | undefined;
      switch (request.action) {
        case 'next': {
          const result = nextQuestion(section.flow, before, options);
          if (result.status === 'blocked') throw answersRejected(result.errors);
          after = result.state;
          failedValidation = result.failedValidation;
          break;
        }
        case 'back':
          after = goBack(section.flow, before);
          break;
        case 'restart':
          after = restart(section.flow, before, {
            ...options,
            keepAnswers: request.keep_answers === true,
          }).state;
          break;
        case 'save':
          after = { ...before, path: requireWalkablePath(section.flow, request.flow_path ?? '') };
          break;
      }
      await saveOwnerState(db, owner, config, section, { before, after, changed: false });
      return toFlowPathState(config, section, after, {
        changed: false,
        failedValidation,
        lang: request.lang,
      });
    }),
  );
}

/** A client's path: from START, every step along an edge (a loop's closing edge leads on through its LOOP). */
function requireWalkablePath(flow: Flow, text: string): PathEntry[] {
  const pieces = text.split(';').filter((piece) => piece.trim() !== '');
  const path: PathEntry[] = [];
  const seen = new Set<string>();
  const reject = (detail: string): never => {
    throw new AppError('VALIDATION', { detail, errors: [{ path: 'body.flow_path', message: detail }] });
  };
  for (const piece of pieces) {
    const entry = parseEntry(piece);
    if (!entry || !flow.questions.has(entry.questionId)) return reject(`Unknown flow path entry ${piece}.`);
    if (seen.has(entryKey(entry))) return reject(`Flow path entry ${piece} appears twice.`);
    const previous = path[path.length - 1];
    if (previous === undefined && entry.questionId !== flow.start.question_id) {
      return reject('A flow path starts at the questionnaire start.');
    }
    if (previous !== undefined && !connected(flow, previous.questionId, entry.questionId)) {
      return reject(`No flow leads from ${previous.questionId} to ${entry.questionId}.`);
    }
    seen.add(entryKey(entry));
    path.push(entry);
  }
  return path;
}

function connected(flow: Flow, from: number, to: number): boolean {
  return (flow.outgoing.get(from) ?? []).some(
    (edge) =>
      edge.to === to ||
      (edge.loop && (flow.outgoing.get(edge.to) ?? []).some((fromLoop) => fromLoop.to === to)),
  );
}
