import { startNotFound } from './engine-error';
import { isDisplayableType } from './question-kinds';
import type { FlowEdge, Label, Question } from './types';
import { WITHOUT_GROUP } from './types';

/** Questions, edges and labels indexed once, so each navigation step is a few map look-ups. */
export interface Flow {
  readonly start: Question;
  readonly questions: ReadonlyMap<number, Question>;
  readonly outgoing: ReadonlyMap<number, readonly FlowEdge[]>;
  /** Children by parent id, in `order`: OPTIONs of a choice question, fields of a TEMPLATE. */
  readonly children: ReadonlyMap<number, readonly Question[]>;
  /** Labels keyed by `${question id}:${lang}`. */
  readonly labels: ReadonlyMap<string, Label>;
  /** Fewest displayable nodes from a question (inclusive) to END, loop bodies counted once. */
  readonly remaining: ReadonlyMap<number, number>;
  /**
   * Displayable nodes from a question (inclusive) to END expected when every branch that goes on is
   * equally likely (a branch straight to END counts only where none goes on), loop bodies counted
   * once: the likely route, which the shortest one underestimates.
   */
  readonly likelyRemaining: ReadonlyMap<number, number>;
}

/** Indexes a questionnaire's data; throws when it has no START. */
export function buildFlow(
  questions: readonly Question[],
  edges: readonly FlowEdge[],
  labels: readonly Label[] = [],
): Flow {
  const byId = new Map(questions.map((question) => [question.question_id, question]));
  const start = questions.find((question) => question.type === 'START');
  if (!start) throw startNotFound();

  const outgoing = new Map<number, FlowEdge[]>();
  for (const edge of edges) {
    const list = outgoing.get(edge.from) ?? [];
    list.push(edge);
    outgoing.set(edge.from, list);
  }

  const children = new Map<number, Question[]>();
  for (const question of questions) {
    if (question.parent_id === null) continue;
    const list = children.get(question.parent_id) ?? [];
    list.push(question);
    children.set(question.parent_id, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);

  const labelIndex = new Map(labels.map((label) => [`${label.question_label_id}:${label.lang}`, label]));
  const flow = {
    start,
    questions: byId,
    outgoing,
    children,
    labels: labelIndex,
    remaining: new Map<number, number>(),
    likelyRemaining: new Map<number, number>(),
  };
  computeRemaining(flow, flow.remaining, (lengths) => Math.min(...lengths));
  computeRemaining(flow, flow.likelyRemaining, (lengths) => {
    const reachable = lengths.filter(Number.isFinite);
    // An answer that ends everything at once is the exception (a screener's stop): planning for it
    // would make the first questions look like most of the way.
    const onward = reachable.some((n) => n > 0) ? reachable.filter((n) => n > 0) : reachable;
    return onward.length === 0 ? Infinity : onward.reduce((sum, n) => sum + n, 0) / onward.length;
  });
  return flow;
}

/** The LOOP's edge into its body: the one leading to a question of the same loop group. */
export function loopEntryEdge(flow: Flow, loop: Question): FlowEdge | undefined {
  return flow.outgoing.get(loop.question_id)?.find((edge) => isInLoop(flow.questions.get(edge.to), loop));
}

/** The LOOP's edge taken after its last iteration. */
export function loopExitEdge(flow: Flow, loop: Question): FlowEdge | undefined {
  return flow.outgoing.get(loop.question_id)?.find((edge) => !isInLoop(flow.questions.get(edge.to), loop));
}

function isInLoop(question: Question | undefined, loop: Question): boolean {
  return (
    question !== undefined &&
    question.question_id !== loop.question_id &&
    loop.loop_group !== WITHOUT_GROUP &&
    question.loop_group === loop.loop_group
  );
}

// Memoised depth-first search; undeclared cycles (broken content) count as "cannot reach END".
function computeRemaining(
  flow: Flow,
  remaining: Map<number, number>,
  combine: (lengths: number[]) => number,
): void {
  const inProgress = new Set<number>();
  const visit = (id: number): number => {
    const known = remaining.get(id);
    if (known !== undefined) return known;
    const question = flow.questions.get(id);
    if (!question || inProgress.has(id)) return Infinity;
    if (question.type === 'END') {
      remaining.set(id, 0);
      return 0;
    }
    inProgress.add(id);
    let edges = flow.outgoing.get(id) ?? [];
    if (question.type === 'LOOP') {
      const entry = loopEntryEdge(flow, question);
      edges = entry ? [entry] : edges;
    }
    const lengths: number[] = [];
    for (const edge of edges) {
      let next: number;
      if (edge.loop) {
        const loop = flow.questions.get(edge.to);
        const exit = loop ? loopExitEdge(flow, loop) : undefined;
        next = exit ? visit(exit.to) : Infinity;
      } else {
        next = visit(edge.to);
      }
      lengths.push(next);
    }
    inProgress.delete(id);
    const total =
      (lengths.length === 0 ? Infinity : combine(lengths)) + (isDisplayableType(question.type) ? 1 : 0);
    remaining.set(id, total);
    return total;
  };
  // From START first: a VALIDATION's way back then meets its target in progress and is ignored, as it
  // is only ever taken back to a question already passed.
  visit(flow.start.question_id);
  for (const id of flow.questions.keys()) visit(id);
}
