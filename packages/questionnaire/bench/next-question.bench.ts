// Measures the engine on a generated 1,000-question branching flow: `npx tsx packages/questionnaire/bench/next-question.bench.ts`.
import { Model } from 'survey-core';
import type { EdgeText, EngineState, Flow, FlowEdge, Question } from '../src/index';
import { answerQuestion, buildFlow, createState, currentEntry, isComplete, nextQuestion } from '../src/index';
import { edge, option, q } from '../src/testing/fixtures';
import type { Slot } from '../src/testing/generate-flow';
import { generateFlow, seededRandom } from '../src/testing/generate-flow';

const QUESTIONS = 1_000;
// The whole run, SurveyJS's slow model construction included, stays under 10 s.
const RUN_LIMIT_MS = 8_000;
const runStart = performance.now();
const remaining = (): number => runStart + RUN_LIMIT_MS - performance.now();

const random = seededRandom(20261121);
const slots: Slot[] = [];
for (let count = 0; count < QUESTIONS;) {
  const roll = random();
  const slot: Slot =
    roll < 0.5
      ? { kind: 'text', required: true }
      : roll < 0.8
        ? { kind: 'radio' }
        : roll < 0.9
          ? { kind: 'label' }
          : { kind: 'loop', body: 2 };
  slots.push(slot);
  count += slot.kind === 'loop' ? 3 : 1;
}
// Short forward jumps keep most questions on the path, like a real questionnaire.
const picks = Array.from({ length: 4_096 }, () => Math.floor(random() * 3));
const generated = generateFlow({ slots, picks });
const { flow, radios } = generated;

// Walk once to END, keeping each answered state: every sample computes one "next".
const answeredStates = answeredWalk(flow, (question) => {
  const radio = radios.get(question.question_id);
  if (radio) return [{ optionId: random() < 0.5 ? radio.yes : radio.no }];
  return question.type === 'TEXT' ? 'answer' : undefined;
});
const last = answeredStates[answeredStates.length - 1]!;
const state = nextQuestion(flow, last).state;
const finalAnswers = Object.values(state.answers);

/** Median and p99 in microseconds of `sample`, timed call by call until the budget is spent. */
function measure(
  name: string,
  sample: (i: number) => void,
  budgetMs: number,
  options: { setup?: () => void; warmUp?: number } = {},
): number {
  const times: number[] = [];
  const { setup, warmUp = 2_000 } = options;
  for (let i = 0; i < warmUp; i += 1) {
    setup?.();
    sample(i); // warm-up for the JIT
  }
  const deadline = performance.now() + budgetMs;
  for (let i = 0; performance.now() < deadline && times.length < 500_000; i += 1) {
    setup?.();
    const start = performance.now();
    sample(i);
    times.push((performance.now() - start) * 1_000);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): string =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.log(`${name}: median ${at(0.5)} µs, p99 ${at(0.99)} µs over ${times.length} iterations`);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Walks a flow to END answering with `answerFor`, keeping the state before each "next". */
function answeredWalk(
  flow: Flow,
  answerFor: (question: Question) => string | { optionId: number }[] | undefined,
): EngineState[] {
  const states: EngineState[] = [];
  let walking = nextQuestion(flow, createState(flow)).state;
  while (!isComplete(flow, walking)) {
    const current = currentEntry(walking)!;
    const value = answerFor(flow.questions.get(current.questionId)!);
    if (value !== undefined) {
      const result = answerQuestion(flow, walking, {
        questionId: current.questionId,
        loopId: current.loopId,
        value,
      });
      if (!result.ok) throw new Error('bench answer refused');
      walking = result.state;
    }
    states.push(walking);
    const moved = nextQuestion(flow, walking);
    if (moved.status !== 'moved') throw new Error('bench walk blocked');
    walking = moved.state;
  }
  return states;
}

console.log(
  `flow: ${flow.questions.size} questions (options included), path to END: ${state.path.length} entries`,
);
measure(
  'next question (one step)',
  (i) => {
    nextQuestion(flow, answeredStates[i % answeredStates.length]!);
  },
  1_200,
);
// Resuming a saved questionnaire walks from START over every answered question.
const passed = createState(flow, { answers: finalAnswers, path: state.path });
const resumed = { ...passed, path: [] };
measure(
  'resume from START over all answers',
  () => {
    nextQuestion(flow, resumed);
  },
  400,
);

// Comparison with SurveyJS (survey-core): the same 1,000 one-question pages, where a Yes/No question
// opens a block of 1-3 questions. Our engine follows edges; SurveyJS hides pages with `visibleIf`.
const questions: Question[] = [q(1, 'START')];
const edges: FlowEdge[] = [];
const pages: object[] = [];
const data: Record<string, string> = {};
const branchAnswers = new Map<number, number>();
// Edges still waiting for the question that comes next.
let open: { from: number; text: EdgeText }[] = [{ from: 1, text: null }];
const attach = (to: number): void => {
  for (const pending of open) edges.push({ from: pending.from, to, text: pending.text, loop: false });
};
let id = 2;
while (id < QUESTIONS + 2) {
  if (random() < 0.35) {
    const radio = id++;
    const yes = random() < 0.5;
    const block = Array.from({ length: 1 + Math.floor(random() * 3) }, () => id++);
    attach(radio);
    questions.push(
      q(radio, 'RADIO', { required: true }),
      option(radio * 10_000, radio, 'Yes'),
      option(radio * 10_000 + 1, radio, 'No'),
    );
    pages.push({
      name: `p${radio}`,
      elements: [{ type: 'radiogroup', name: `q${radio}`, isRequired: true, choices: ['Yes', 'No'] }],
    });
    data[`q${radio}`] = yes ? 'Yes' : 'No';
    branchAnswers.set(radio, yes ? radio * 10_000 : radio * 10_000 + 1);
    edges.push({ from: radio, to: block[0]!, text: 'Yes', loop: false });
    block.forEach((member, index) => {
      questions.push(q(member, 'TEXT', { required: true }));
      if (index > 0) edges.push(edge(block[index - 1]!, member));
      pages.push({
        name: `p${member}`,
        visibleIf: `{q${radio}} = 'Yes'`,
        elements: [{ type: 'text', name: `q${member}`, isRequired: true }],
      });
      data[`q${member}`] = 'answer';
    });
    open = [
      { from: radio, text: 'No' },
      { from: block[block.length - 1]!, text: null },
    ];
  } else {
    const text = id++;
    attach(text);
    questions.push(q(text, 'TEXT', { required: true }));
    pages.push({ name: `p${text}`, elements: [{ type: 'text', name: `q${text}`, isRequired: true }] });
    data[`q${text}`] = 'answer';
    open = [{ from: text, text: null }];
  }
}
questions.push(q(id, 'END'));
attach(id);
const blockFlow = buildFlow(questions, edges);
const blockStates = answeredWalk(blockFlow, (question) => {
  const chosen = branchAnswers.get(question.question_id);
  if (chosen !== undefined) return [{ optionId: chosen }];
  return question.type === 'TEXT' ? 'answer' : undefined;
});

const survey = new Model({ pages });
survey.data = data;
console.log(
  `\ncomparison: ${pages.length} one-question pages; ${blockStates.length} shown by our walk, ${survey.visiblePages.length} visible in survey-core`,
);
const ours = measure(
  '@camino/questionnaire nextQuestion',
  (i) => {
    nextQuestion(blockFlow, blockStates[i % blockStates.length]!);
  },
  800,
);
const theirs = measure(
  'survey-core nextPage()',
  () => {
    // Rewinding is not timed: only the step to the next visible page is.
    survey.nextPage();
  },
  // SurveyJS needs tens of milliseconds per page here: spend whatever time the run has left.
  Math.max(300, remaining() - 200),
  {
    warmUp: 3,
    setup: () => {
      if (survey.isLastPage) survey.currentPageNo = 0;
    },
  },
);
console.log(`median ratio survey-core / @camino/questionnaire: ${(theirs / ours).toFixed(1)}×`);
