import type { OptionOf, QuestionName } from './question-names';

/** One answer by content name: the chosen option ids of a choice question, or the text of any other. */
export type NamedAnswer = string | readonly string[];

/** The eligibility answers keyed by question (or template field) name. */
export type AnswersByName = Readonly<Record<string, NamedAnswer>>;

/**
 * Typed, three-valued access to the answers: `undefined` always means "not answered", so a rule can
 * tell a missing answer from a "no" and fail closed.
 */
export interface AnswerReader {
  /** True when the option was chosen, false when another one was, undefined when unanswered. */
  chose<Q extends QuestionName>(question: Q, option: OptionOf<Q>): boolean | undefined;
  /** The chosen option ids, or undefined when unanswered. */
  options<Q extends QuestionName>(question: Q): readonly OptionOf<Q>[] | undefined;
  /** A calendar date answer as `YYYY-MM-DD`, or undefined when missing or not a real date. */
  date(question: QuestionName): string | undefined;
  /** A non-blank text answer, or undefined. */
  text(question: QuestionName): string | undefined;
}

export function answerReader(answers: AnswersByName): AnswerReader {
  const options = <Q extends QuestionName>(question: Q): readonly OptionOf<Q>[] | undefined => {
    const value = answers[question];
    if (value === undefined) return undefined;
    const list = typeof value === 'string' ? [value] : value;
    return list.length === 0 ? undefined : (list as readonly OptionOf<Q>[]);
  };
  const text = (question: QuestionName): string | undefined => {
    const value = answers[question];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    options,
    chose: (question, option) => options(question)?.includes(option),
    date: (question) => {
      const value = text(question);
      return value !== undefined && isCalendarDate(value) ? value : undefined;
    },
    text,
  };
}

/** True for an existing day written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`;
}

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export const calendarDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** True when `today` is after the last day of a window of `years` that started on `start`. */
export const windowPassed = (start: string, years: number, today: string): boolean =>
  today > addYears(start, years);
