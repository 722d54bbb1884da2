import type { Flow } from './build-flow';
import { isChoiceType } from './question-kinds';
import type { Question } from './types';
import { isUscisSafe } from './uscis-text';
import type { ValidationKey } from './validation-messages';
import { defaultMessage, LABEL_OVERRIDABLE } from './validation-messages';

/** One chosen option; `text` carries the free text of an "other" (otTx) option. */
export interface OptionChoice {
  readonly optionId: number;
  readonly text?: string;
}

/** What the applicant gives: text for inputs, chosen options for RADIO and CHECKBOX. */
export type AnswerValue = string | readonly OptionChoice[];

export interface ValidationError {
  readonly questionId: number;
  readonly loopId: number;
  readonly key: ValidationKey;
  readonly message: string;
}

export interface ValidateOptions {
  /** Language of the messages; 'en' unless given. */
  readonly lang?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const PHONE = /^\+?[0-9][0-9 ().-]{5,19}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Checks one answer against its question's rules; returns the first broken rule, never throws for input. */
export function validateAnswer(
  flow: Flow,
  question: Question,
  loopId: number,
  value: AnswerValue,
  options: ValidateOptions = {},
): ValidationError[] {
  const lang = options.lang ?? 'en';
  const fail = (
    key: ValidationKey,
    params: Record<string, number> = {},
    about: Question = question,
  ): ValidationError[] => {
    const errorText = flow.labels.get(`${about.question_id}:${lang}`)?.error_text;
    const message = errorText && LABEL_OVERRIDABLE.has(key) ? errorText : defaultMessage(key, lang, params);
    return [{ questionId: about.question_id, loopId, key, message }];
  };

  if (isChoiceType(question.type)) return validateChoice(flow, question, value, fail);

  const text = typeof value === 'string' ? value : '';
  if (text.trim() === '') return question.required ? fail('required') : [];
  if (question.length !== null && question.length > 0 && text.length > question.length) {
    return fail('tooLong', { max: question.length });
  }
  if (question.type === 'EMAIL' && !EMAIL.test(text)) return fail('invalidEmail');
  if (question.type === 'NUMBER' && !NUMBER.test(text.trim())) return fail('invalidFormat');
  if (question.type === 'PHONE' && !PHONE.test(text.trim())) return fail('invalidFormat');
  // A form that asks MM/YYYY takes a month and a year: no day is asked, so none can be missing.
  if (question.type === 'DATEPICKER' && question.properties.precision === 'month')
    return ISO_MONTH.test(text.trim()) ? [] : fail('invalidFormat');
  if (question.type === 'DATEPICKER' && !ISO_DATE.test(text.trim())) return fail('invalidFormat');
  // A well-formed date that is not in the calendar (31 February) gets its own message, not "invalid format".
  if (question.type === 'DATEPICKER' && !isIsoDate(text)) return fail('dateDoesNotExist');
  const pattern = compilePattern(question.properties.rx);
  if (pattern && !pattern.test(text)) return fail('invalidFormat');
  if (question.properties.uscis === true && !isUscisSafe(text)) return fail('uscisCharacters');
  return [];
}

function validateChoice(
  flow: Flow,
  question: Question,
  value: AnswerValue,
  fail: (key: ValidationKey, params?: Record<string, number>, about?: Question) => ValidationError[],
): ValidationError[] {
  const choices = typeof value === 'string' ? [] : value;
  // Radio and checkbox count as required: one option at least must be chosen.
  if (choices.length === 0) return question.required ? fail('required') : [];
  if (question.type === 'RADIO' && choices.length > 1) return fail('invalidFormat');
  const options = new Map(
    (flow.children.get(question.question_id) ?? [])
      .filter((child) => child.type === 'OPTION')
      .map((o) => [o.question_id, o]),
  );
  for (const choice of choices) {
    const option = options.get(choice.optionId);
    if (!option) return fail('invalidFormat');
    if (option.properties.otTx !== true) continue;
    const text = choice.text ?? '';
    if (text.trim() === '') return fail('otherTextRequired', {}, question);
    if (option.length !== null && option.length > 0 && text.length > option.length) {
      return fail('tooLong', { max: option.length });
    }
    const uscis = question.properties.uscis === true || option.properties.uscis === true;
    if (uscis && !isUscisSafe(text)) return fail('uscisCharacters');
  }
  return [];
}

function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Patterns are checked when content is published; one that still fails to compile must not block the applicant.
function compilePattern(source: string | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}
