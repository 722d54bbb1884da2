import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { answersOfEntry, isAnswered } from './answers';
import { completion } from './completion';
import type { Flow } from './build-flow';
import { entryKey } from './flow-path';
import { goBack } from './go-back';
import { isComplete, nextQuestion } from './next-question';
import { isInputType } from './question-kinds';
import { restart } from './restart';
import { createState, currentEntry } from './state';
import { answer, next } from './testing/drive';
import type { FlowSpec, GeneratedFlow, Slot } from './testing/generate-flow';
import { generateFlow } from './testing/generate-flow';
import type { EngineState } from './types';

const slot: fc.Arbitrary<Slot> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), required: fc.boolean() }),
  fc.record({ kind: fc.constant('label' as const) }),
  fc.record({ kind: fc.constant('radio' as const) }),
  fc.record({ kind: fc.constant('loop' as const), body: fc.integer({ min: 1, max: 3 }) }),
);
const spec: fc.Arbitrary<FlowSpec> = fc.record({
  slots: fc.array(slot, { minLength: 1, maxLength: 14 }),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
});
/** A flow, the applicant's coin flips, and how many iterations each loop gets. */
const scenario = fc.record({
  spec,
  coins: fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
  iterations: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 8 }),
});

interface Run {
  readonly generated: GeneratedFlow;
  readonly states: EngineState[];
}

/** Answers every page with the coin flips until END, recording the state shown at each page. */
function runToEnd(generated: GeneratedFlow, coins: readonly boolean[], iterations: readonly number[]): Run {
  const { flow, radios, loops } = generated;
  const loopCounts = Object.fromEntries(loops.map((id, i) => [id, iterations[i % iterations.length] ?? 1]));
  let state = next(flow, { ...createState(flow), loopCounts });
  const states = [state];
  for (let step = 0; !isComplete(flow, state); step += 1) {
    if (step > 500) throw new Error('walk did not end');
    const current = currentEntry(state)!;
    const question = flow.questions.get(current.questionId)!;
    const coin = coins[step % coins.length] ?? true;
    if (question.type === 'RADIO') {
      const radio = radios.get(question.question_id)!;
      state = answer(
        flow,
        state,
        question.question_id,
        [{ optionId: coin ? radio.yes : radio.no }],
        current.loopId,
      );
    } else if (question.type === 'TEXT' && (question.required || coin)) {
      state = answer(flow, state, question.question_id, 'x', current.loopId);
    }
    state = next(flow, state);
    states.push(state);
  }
  return { generated, states };
}

const run = (s: { spec: FlowSpec; coins: boolean[]; iterations: number[] }): Run =>
  runToEnd(generateFlow(s.spec), s.coins, s.iterations);

function shownAgain(flow: Flow, state: EngineState): boolean {
  const current = currentEntry(state)!;
  const question = flow.questions.get(current.questionId)!;
  return isInputType(question.type) && isAnswered(flow, state, question, current.loopId);
}

describe('engine invariants over generated flows', () => {
  it('every walk starts at START and reaches END', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { generated, states } = run(s);
        for (const state of states)
          expect(state.path[0]).toEqual({ questionId: generated.flow.start.question_id, loopId: 1 });
        expect(currentEntry(states[states.length - 1]!)?.questionId).toBe(generated.endId);
      }),
    );
  });

  it('progress only moves forward on the way to END, below 100 until END', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { generated, states } = run(s);
        const shown = states.map((state) => completion(generated.flow, state));
        for (let i = 1; i < shown.length; i += 1) expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1]!);
        expect(shown.slice(0, -1).every((percent) => percent < 100)).toBe(true);
        expect(shown.at(-1)).toBe(100);
      }),
    );
  });

  it('back after next returns to the same question', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { generated, states } = run(s);
        for (let i = 1; i < states.length; i += 1) {
          expect(currentEntry(goBack(generated.flow, states[i]!))).toEqual(currentEntry(states[i - 1]!));
        }
      }),
    );
  });

  it('restart clears answers and path back to the first page', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { generated, states } = run(s);
        const done = states[states.length - 1]!;
        const fresh = next(generated.flow, createState(generated.flow));
        const restarted = restart(generated.flow, done);
        expect(restarted.state.path).toEqual(fresh.path);
        expect(restarted.state.answers).toEqual({});
        expect(restarted.state.visited).toEqual({});
        expect(restarted.deleted).toHaveLength(Object.keys(done.answers).length);
      }),
    );
  });

  it('no answered question is shown again going forward, even after going back', () => {
    fc.assert(
      fc.property(scenario, fc.array(fc.nat(), { minLength: 1, maxLength: 10 }), (s, backs) => {
        const { generated, states } = run(s);
        const flow = generated.flow;
        for (const state of states) expect(shownAgain(flow, state)).toBe(false);
        let state = states[states.length - 1]!;
        for (const count of backs) {
          for (let i = 0; i < count % 5; i += 1) state = goBack(flow, state);
          const moved = nextQuestion(flow, state);
          if (moved.status !== 'moved') continue;
          state = moved.state;
          expect(shownAgain(flow, state)).toBe(false);
        }
      }),
    );
  });

  it('changing a branch deletes exactly the answers on its old tail', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (s, which) => {
        const { generated, states } = run(s);
        const flow = generated.flow;
        const done = states[states.length - 1]!;
        const radiosOnPath = done.path
          .map((entry, index) => ({ entry, index }))
          .filter(({ entry }) => generated.radios.has(entry.questionId));
        fc.pre(radiosOnPath.length > 0);
        const { entry, index } = radiosOnPath[which % radiosOnPath.length]!;
        const radio = generated.radios.get(entry.questionId)!;
        const choseYes =
          done.answers[entryKey({ questionId: radio.yes, loopId: entry.loopId })] !== undefined;
        const result = answerQuestion(flow, done, {
          questionId: entry.questionId,
          loopId: entry.loopId,
          value: [{ optionId: choseYes ? radio.no : radio.yes }],
        });
        if (!result.ok) throw new Error('refused');

        const oldOption = {
          questionId: choseYes ? radio.yes : radio.no,
          loopId: entry.loopId,
          response: 'true',
        };
        const newTarget = choseYes ? radio.noTo : radio.yesTo;
        const branchMoves = radio.yesTo !== radio.noTo || generated.loops.includes(newTarget);
        const tail = branchMoves
          ? done.path.slice(index + 1).flatMap((onPath) => answersOfEntry(flow, done, onPath))
          : [];
        const sortKey = (a: { questionId: number; loopId: number }): string => entryKey(a);
        expect(result.deleted.map(sortKey).sort()).toEqual([oldOption, ...tail].map(sortKey).sort());
        expect(result.state.pathChanged).toBe(branchMoves);
        const kept = Object.keys(done.answers).filter(
          (key) => !result.deleted.some((a) => sortKey(a) === key),
        );
        for (const key of kept) expect(result.state.answers[key]).toEqual(done.answers[key]);
      }),
    );
  });
});
