import type { ActiveConfig, Locale } from '@camino/contracts';
import { type AnswerValue, type Flow, isUscisSafe, type Question, toUscisText } from '@camino/questionnaire';

/**
 * A value the case already knows for a question (a confirmed document, the eligibility check, the
 * family members, an earlier answer…), shown in the field until the applicant answers; `source` names
 * where it comes from (`passport`, `screening`…).
 */
export interface Prefill {
  readonly questionId: number;
  readonly loopId: number;
  readonly value: AnswerValue;
  readonly source: string;
  /** A question of the same section this one repeats: its answer, once given, is the value offered. */
  readonly copyOf?: { readonly questionId: number; readonly loopId: number };
}

/**
 * A value offered for a field the USCIS form prints is offered in the spelling the form takes (María
 * José → Maria Jose): a value the case already knows is never refused when the applicant goes on.
 */
export function formSafePrefill(flow: Flow, prefill: Prefill): Prefill {
  const question = flow.questions.get(prefill.questionId);
  if (question?.properties.uscis !== true || typeof prefill.value !== 'string') return prefill;
  if (isUscisSafe(prefill.value)) return prefill;
  const plain = toUscisText(prefill.value);
  return plain === null ? prefill : { ...prefill, value: plain };
}

/** Loads the prefilled values of a section; a questionnaire without them passes none. */
export type PrefillLoader = (config: ActiveConfig) => Promise<readonly Prefill[]>;

/** An answer not given yet: nothing typed, nothing chosen. */
export const isUnanswered = (value: AnswerValue): boolean =>
  typeof value === 'string' ? value.trim() === '' : value.length === 0;

/** The same answer, ignoring case and spaces around text. */
export function sameAnswer(a: AnswerValue, b: AnswerValue): boolean {
  if (typeof a === 'string' || typeof b === 'string')
    return (
      typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()
    );
  const ids = (value: typeof a) =>
    value
      .map((choice) => choice.optionId)
      .sort((x, y) => x - y)
      .join(',');
  return ids(a) === ids(b);
}

/**
 * The prefilled value as the applicant reads it, to name it when their answer says otherwise: text as
 * is, a date in their language's order; null for choices, whose option the field itself shows.
 */
export function prefillText(question: Question, prefill: Prefill, lang: Locale): string | null {
  if (typeof prefill.value !== 'string' || question.type === 'SELECT') return null;
  if (question.type !== 'DATEPICKER') return prefill.value;
  const [year, month, day] = prefill.value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return prefill.value;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The note under a prefilled field: where its value comes from, or what the document says instead. */
export function prefillNote(
  question: Question,
  prefill: Prefill,
  value: AnswerValue,
  lang: Locale,
  t: Translate,
): string {
  if (sameAnswer(value, prefill.value)) return t(`prefill.from.${prefill.source}`);
  const text = prefillText(question, prefill, lang);
  return text === null
    ? t(`prefill.differsNoValue.${prefill.source}`)
    : t(`prefill.differs.${prefill.source}`, { value: text });
}
