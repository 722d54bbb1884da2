import { branchValue, isAnswered } from './answers';
import type { Flow } from './build-flow';
import { loopEntryEdge, loopExitEdge } from './build-flow';
import { flowCycle, flowNotFound, questionNotFound } from './engine-error';
import { isEntryShown, templateMissesRequired } from './field-conditions';
import { entryKey } from './flow-path';
import { isInputType } from './question-kinds';
import type { EngineState, FlowEdge, PathEntry, Question } from './types';
import { WITHOUT_GROUP } from './types';

/** Decides a VALIDATION question: true when its script accepts the answers. */
export type ValidationOutcome = (question: Question, loopId: number, state: EngineState) => boolean;

export interface WalkOptions {
  /** Runs VALIDATION scripts; without it every validation passes (the server supplies the real one). */
  readonly validationPasses?: ValidationOutcome;
}

/** Where one step from an entry leads. */
export type Step =
  | { readonly kind: 'entry'; readonly entry: PathEntry }
  /** A failed VALIDATION sends the applicant back to a question already on the path. */
  | { readonly kind: 'jump'; readonly entry: PathEntry; readonly from: PathEntry }
  /** A Yes/No question without an answer: the way on is not known yet. */
  | { readonly kind: 'undecided' };

/** The question behind an entry; throws for an entry that names nothing. */
export function questionOf(flow: Flow, entry: PathEntry): Question {
  const question = flow.questions.get(entry.questionId);
  if (!question) throw questionNotFound(entry.questionId, entry.loopId);
  return question;
}

/** Iterations of a LOOP in this state: at least 1. */
export function loopCount(state: EngineState, loopQuestionId: number): number {
  return Math.max(1, state.loopCounts[loopQuestionId] ?? 1);
}

function targetEntry(flow: Flow, from: Question, fromLoopId: number, edge: FlowEdge): PathEntry {
  const target = flow.questions.get(edge.to);
  // Inside a loop body the iteration travels with the walk; anywhere else it is 1.
  const sameLoop =
    target !== undefined &&
    target.type !== 'LOOP' &&
    from.loop_group !== WITHOUT_GROUP &&
    target.loop_group === from.loop_group;
  const loopId = sameLoop ? fromLoopId : 1;
  if (!target) throw questionNotFound(edge.to, loopId);
  return { questionId: edge.to, loopId };
}

function closeLoop(flow: Flow, state: EngineState, edge: FlowEdge, loopId: number): PathEntry {
  const loop = flow.questions.get(edge.to);
  if (!loop) throw questionNotFound(edge.to, 1);
  if (loopId < loopCount(state, loop.question_id)) {
    const entry = loopEntryEdge(flow, loop);
    if (!entry) throw flowNotFound(loop.question_id);
    return { questionId: entry.to, loopId: loopId + 1 };
  }
  const exit = loopExitEdge(flow, loop);
  if (!exit) throw flowNotFound(loop.question_id);
  return targetEntry(flow, loop, 1, exit);
}

/** One step along the flow from an entry, reading the answers held in `state`. */
export function stepFrom(
  flow: Flow,
  state: EngineState,
  from: PathEntry,
  onPath: ReadonlySet<string>,
  options: WalkOptions = {},
): Step {
  const question = questionOf(flow, from);
  const edges = flow.outgoing.get(question.question_id) ?? [];
  if (edges.length === 0) throw flowNotFound(question.question_id);

  if (question.type === 'LOOP') {
    const entry = loopEntryEdge(flow, question);
    if (!entry) throw flowNotFound(question.question_id);
    return { kind: 'entry', entry: { questionId: entry.to, loopId: 1 } };
  }

  if (question.type === 'VALIDATION') {
    const back = edges.find(
      (edge) => !edge.loop && onPath.has(entryKey(targetEntry(flow, question, from.loopId, edge))),
    );
    const passes = options.validationPasses?.(question, from.loopId, state) ?? true;
    if (back && !passes) return { kind: 'jump', entry: targetEntry(flow, question, from.loopId, back), from };
    // A VALIDATION with Yes/No edges is a computed answer (a date more than a year ago): it branches
    // on its script instead of asking the applicant what Camino can work out.
    const branches = edges.filter((edge) => edge !== back && edge.text !== null);
    if (branches.length > 0) {
      const wanted = passes ? 'yes' : 'no';
      const match =
        branches.find((edge) => edge.text!.toLowerCase() === wanted) ??
        edges.find((edge) => edge !== back && edge.text === null);
      if (!match) throw flowNotFound(question.question_id);
      return follow(flow, state, question, from, match);
    }
    const forward = edges.find((edge) => edge !== back) ?? edges[0];
    return follow(flow, state, question, from, forward);
  }

  if (edges.some((edge) => edge.text !== null)) {
    const value = branchValue(flow, state, question, from.loopId);
    if (value === undefined) return { kind: 'undecided' };
    const wanted = value.trim().toLowerCase();
    const match =
      edges.find((edge) => edge.text !== null && edge.text.toLowerCase() === wanted) ??
      edges.find((edge) => edge.text === null);
    if (!match) throw flowNotFound(question.question_id);
    return follow(flow, state, question, from, match);
  }

  return follow(flow, state, question, from, edges[0]);
}

function follow(
  flow: Flow,
  state: EngineState,
  question: Question,
  from: PathEntry,
  edge: FlowEdge | undefined,
): Step {
  if (!edge) throw flowNotFound(question.question_id);
  const entry = edge.loop
    ? closeLoop(flow, state, edge, from.loopId)
    : targetEntry(flow, question, from.loopId, edge);
  return { kind: 'entry', entry };
}

/** True when the walk must stop and show this entry. */
export function stopsAt(flow: Flow, state: EngineState, entry: PathEntry): boolean {
  const question = questionOf(flow, entry);
  const visited = state.visited[entryKey(entry)] === true;
  switch (question.type) {
    case 'END':
      return true;
    case 'LABEL':
      return !visited;
    case 'TEMPLATE':
      // A page none of whose fields applies (its answers lead elsewhere) is passed by.
      if (!isEntryShown(flow, state, entry)) return false;
      return templateMissesRequired(flow, state, question, entry.loopId) || !visited;
    default:
      if (!isInputType(question.type)) return false;
      // Reviewing shows every question once more, the answered ones included.
      if (state.review === true && !visited) return true;
      if (isAnswered(flow, state, question, entry.loopId)) return false;
      // An optional question the applicant already passed over is not asked again.
      return question.required || !visited;
  }
}

export interface WalkResult {
  readonly path: PathEntry[];
  /** Set when a failing VALIDATION sent the walk back. */
  readonly failedValidation?: PathEntry;
}

/** Walks on from the last path entry, skipping what needs no answer, until an entry stops the walk. */
export function walkForward(flow: Flow, state: EngineState, options: WalkOptions = {}): WalkResult {
  const path = [...state.path];
  const onPath = new Set(path.map(entryKey));
  let current = path[path.length - 1];
  if (!current) {
    current = { questionId: flow.start.question_id, loopId: 1 };
    path.push(current);
    onPath.add(entryKey(current));
  }
  // Entries are unique per question and iteration, so a cycle no LOOP declares shows up as a repeat.
  for (;;) {
    if (questionOf(flow, current).type === 'END') return { path };
    const step = stepFrom(flow, state, current, onPath, options);
    if (step.kind === 'undecided') return { path };
    if (step.kind === 'jump') {
      const index = path.findIndex((entry) => entryKey(entry) === entryKey(step.entry));
      return { path: path.slice(0, index + 1), failedValidation: step.from };
    }
    const key = entryKey(step.entry);
    if (onPath.has(key)) throw flowCycle(step.entry.questionId, step.entry.loopId);
    path.push(step.entry);
    onPath.add(key);
    current = step.entry;
    if (stopsAt(flow, state, current)) return { path };
  }
}

/**
 * Entries after `from` that the current answers lead through, up to and including the entry where
 * the walk would stop: the tail a changed branch abandons.
 */
export function tailFrom(
  flow: Flow,
  state: EngineState,
  from: PathEntry,
  options: WalkOptions = {},
): PathEntry[] {
  const tail: PathEntry[] = [];
  const seen = new Set([entryKey(from)]);
  let current = from;
  for (;;) {
    if (questionOf(flow, current).type === 'END') return tail;
    const step = stepFrom(flow, state, current, seen, options);
    if (step.kind !== 'entry') return tail;
    const key = entryKey(step.entry);
    if (seen.has(key)) return tail;
    seen.add(key);
    tail.push(step.entry);
    current = step.entry;
    if (stopsAt(flow, state, current)) return tail;
  }
}
