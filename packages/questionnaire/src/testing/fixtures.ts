import type { Flow } from '../build-flow';
import { buildFlow } from '../build-flow';
import type { EdgeText, FlowEdge, Label, Question, QuestionProperties, QuestionType } from '../types';
import { WITHOUT_GROUP } from '../types';

/** A question with sensible defaults, for hand-built test flows. */
export function q(
  question_id: number,
  type: QuestionType,
  extra: Partial<Omit<Question, 'question_id' | 'type' | 'properties'>> & {
    properties?: QuestionProperties;
  } = {},
): Question {
  return {
    question_id,
    type,
    parent_id: null,
    loop_id: 1,
    loop_group: WITHOUT_GROUP,
    group: 1,
    order: question_id,
    required: false,
    length: null,
    code: null,
    properties: {},
    ...extra,
  };
}

/** An OPTION child; `value` is what a Yes/No edge matches. */
export function option(
  question_id: number,
  parent_id: number,
  value?: string,
  properties: QuestionProperties = {},
): Question {
  return q(question_id, 'OPTION', {
    parent_id,
    properties: value === undefined ? properties : { value, ...properties },
  });
}

/** A flow edge; `loop` marks a loop body's way back to its LOOP. */
export function edge(from: number, to: number, text: EdgeText = null, loop = false): FlowEdge {
  return { from, to, text, loop };
}

/** A label with only its text and optional error text. */
export function label(id: number, lang: string, text: string, error_text: string | null = null): Label {
  return { question_label_id: id, lang, label: text, placeholder: null, error_text, help_text: null };
}

/** START 1 → TEXT 2 (required) → LABEL 3 → TEXT 4 (optional) → END 5. */
export function linearFlow(): Flow {
  return buildFlow(
    [q(1, 'START'), q(2, 'TEXT', { required: true }), q(3, 'LABEL'), q(4, 'TEXT'), q(5, 'END')],
    [edge(1, 2), edge(2, 3), edge(3, 4), edge(4, 5)],
  );
}

/**
 * START 1 → RADIO 2 (options 21 Yes, 22 No); Yes → TEXT 3 → TEXT 4 → END 9;
 * No → TEXT 5 → TEXT 6 → END 9.
 */
export function branchFlow(): Flow {
  return buildFlow(
    [
      q(1, 'START'),
      q(2, 'RADIO', { required: true }),
      option(21, 2, 'Yes'),
      option(22, 2, 'No'),
      q(3, 'TEXT', { required: true }),
      q(4, 'TEXT', { required: true }),
      q(5, 'TEXT', { required: true }),
      q(6, 'TEXT', { required: true }),
      q(9, 'END'),
    ],
    [edge(1, 2), edge(2, 3, 'Yes'), edge(2, 5, 'No'), edge(3, 4), edge(4, 9), edge(5, 6), edge(6, 9)],
  );
}

/**
 * START 1 → RADIO 2 "children?" (21 Yes, 22 No); Yes → LOOP 3 (group kids) → TEXT 4 → DATEPICKER 5 ⟲ 3;
 * LOOP exit and No → EMAIL 6 → END 7.
 */
export function loopFlow(): Flow {
  const kids = { loop_group: 'kids' };
  return buildFlow(
    [
      q(1, 'START'),
      q(2, 'RADIO', { required: true }),
      option(21, 2, 'Yes'),
      option(22, 2, 'No'),
      q(3, 'LOOP', kids),
      q(4, 'TEXT', { ...kids, required: true }),
      q(5, 'DATEPICKER', { ...kids, required: true }),
      q(6, 'EMAIL', { required: true }),
      q(7, 'END'),
    ],
    [
      edge(1, 2),
      edge(2, 3, 'Yes'),
      edge(2, 6, 'No'),
      edge(3, 4),
      edge(4, 5),
      edge(5, 3, null, true),
      edge(3, 6),
      edge(6, 7),
    ],
  );
}
