import type { Locale } from '@camino/contracts';
import { answerKey, defaultMessage, VALIDATION_MESSAGES, type ValidationKey } from '@camino/questionnaire';
import type { FieldProblem } from './question-field';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The problems shown on a page, by `answerKey(question, loop)`. */
export type Problems = Readonly<Record<string, FieldProblem>>;

/**
 * The applicant-facing text of an engine or server validation error. The engine's message is
 * either the label's own error_text (kept) or its default for the key, which is replaced by the
 * catalog's text so the tone matches the rest of the site.
 */
export function problemFor(
  error: { readonly key: string; readonly message: string },
  lang: Locale,
  t: Translate,
): FieldProblem {
  const max = Number(/\d+/.exec(error.message)?.[0] ?? 0);
  const known = error.key in VALIDATION_MESSAGES;
  const isDefault = known && error.message === defaultMessage(error.key as ValidationKey, lang, { max });
  const message =
    error.message !== '' && known && !isDefault
      ? error.message
      : t(`validation.${error.key}`, { max, defaultValue: error.message || t('validation.invalidFormat') });
  return { message, onOtherText: error.key === 'otherTextRequired', key: error.key };
}

/** The engine's errors as the problems of their fields. */
export function problemsFor(
  errors: ReadonlyArray<{ questionId: number; loopId: number; key: string; message: string }>,
  lang: Locale,
  t: Translate,
): Record<string, FieldProblem> {
  const found: Record<string, FieldProblem> = {};
  for (const error of errors) found[answerKey(error.questionId, error.loopId)] = problemFor(error, lang, t);
  return found;
}

/** The server's refusal of saved answers (`questionErrors` of its problem) as field problems; none when it names no field. */
export function serverProblemsFor(
  problem: Readonly<Record<string, unknown>> | null,
  lang: Locale,
  t: Translate,
): Record<string, FieldProblem> | null {
  const errors = problem?.questionErrors;
  if (!Array.isArray(errors)) return null;
  const found: Record<string, FieldProblem> = {};
  for (const error of errors as Array<{
    question_id: number;
    loop_id: number;
    key: string;
    message: string;
  }>) {
    found[answerKey(error.question_id, error.loop_id)] = problemFor(error, lang, t);
  }
  return found;
}

/** The same problems without the one of a field; the same object when that field had none. */
export function withoutProblem(problems: Problems, key: string): Problems {
  if (!(key in problems)) return problems;
  const rest = { ...problems };
  delete rest[key];
  return rest;
}
