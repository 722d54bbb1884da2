import type { Flow } from '../build-flow';
import { buildFlow } from '../build-flow';
import type { FlowEdge, Question } from '../types';
import { edge, option, q } from './fixtures';

/** One building block of a generated flow. */
export type Slot =
  | { readonly kind: 'text'; readonly required: boolean }
  | { readonly kind: 'label' }
  | { readonly kind: 'radio' }
  | { readonly kind: 'loop'; readonly body: number };

export interface FlowSpec {
  readonly slots: readonly Slot[];
  /** Random numbers that pick each forward edge's target slot. */
  readonly picks: readonly number[];
}

export interface GeneratedFlow {
  readonly flow: Flow;
  readonly endId: number;
  /** RADIO id → its Yes and No option ids and the question each branch leads to. */
  readonly radios: ReadonlyMap<number, { yes: number; no: number; yesTo: number; noTo: number }>;
  readonly loops: readonly number[];
}

/**
 * Builds a valid flow: slots in topological order, every edge pointing to a later slot (so every
 * node reaches END), Yes/No radios with two targets, labels, and loops with a declared back edge.
 */
export function generateFlow(spec: FlowSpec): GeneratedFlow {
  const questions: Question[] = [q(1, 'START')];
  const edges: FlowEdge[] = [];
  const firstId: number[] = [];
  let nextId = 2;
  for (const slot of spec.slots) {
    firstId.push(nextId);
    nextId += slot.kind === 'loop' ? slot.body + 1 : 1;
  }
  const endId = nextId;
  firstId.push(endId);
  let pick = 0;
  const target = (slot: number): number => {
    const span = spec.slots.length - slot;
    const chosen = slot + 1 + ((spec.picks[pick++ % Math.max(1, spec.picks.length)] ?? 0) % span);
    return firstId[chosen]!;
  };

  const radios = new Map<number, { yes: number; no: number; yesTo: number; noTo: number }>();
  const loops: number[] = [];
  edges.push(edge(1, firstId[0]!));
  spec.slots.forEach((slot, index) => {
    const id = firstId[index]!;
    switch (slot.kind) {
      case 'text':
        questions.push(q(id, 'TEXT', { required: slot.required }));
        edges.push(edge(id, target(index)));
        break;
      case 'label':
        questions.push(q(id, 'LABEL'));
        edges.push(edge(id, target(index)));
        break;
      case 'radio': {
        const [yes, no] = [id * 100 + 1, id * 100 + 2];
        const [yesTo, noTo] = [target(index), target(index)];
        questions.push(q(id, 'RADIO', { required: true }), option(yes, id, 'Yes'), option(no, id, 'No'));
        edges.push(edge(id, yesTo, 'Yes'), edge(id, noTo, 'No'));
        radios.set(id, { yes, no, yesTo, noTo });
        break;
      }
      case 'loop': {
        const group = `loop-${id}`;
        loops.push(id);
        questions.push(q(id, 'LOOP', { loop_group: group }));
        for (let body = 1; body <= slot.body; body += 1) {
          questions.push(q(id + body, 'TEXT', { loop_group: group, required: true }));
          edges.push(body === slot.body ? edge(id + body, id, null, true) : edge(id + body, id + body + 1));
        }
        edges.push(edge(id, id + 1), edge(id, target(index)));
        break;
      }
    }
  });
  questions.push(q(endId, 'END'));
  return { flow: buildFlow(questions, edges), endId, radios, loops };
}

/** A small deterministic PRNG (mulberry32) so benches and examples are repeatable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
