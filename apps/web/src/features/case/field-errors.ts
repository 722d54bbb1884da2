import { ApiError } from '../../lib/api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first problem of each field the form's own check found, in the person's words. */
export function checkedFieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  messageOf: (key: string) => string,
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const issue of issues) found[issue.path[0] as F] ??= messageOf(issue.message);
  return found;
}

/** The fields the server refused, in the person's words; null when the failure was not about fields. */
export function refusedFieldErrors<F extends string>(
  error: unknown,
  messageOf: (key: string) => string,
): FieldErrors<F> | null {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return null;
  const found: FieldErrors<F> = {};
  for (const { field, message } of error.fieldErrors) found[field as F] = messageOf(message);
  return found;
}
