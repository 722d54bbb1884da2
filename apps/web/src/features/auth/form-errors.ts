import { authMessageKey, passwordSchema, type AuthMessageKey } from '@camino/contracts';
import type { z } from 'zod';
import type { ApiError } from '../../lib/api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, AuthMessageKey>>;

/** The first message key of each field, from a shared schema's issues (which carry the English text). */
export function issuesToFieldErrors<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (!field || errors[field]) continue;
    errors[field] = authMessageKey(issue.message) ?? 'invalidFormat';
  }
  return errors;
}

/** The field errors a server answer names, as message keys. */
export function apiFieldErrors<Field extends string>(error: ApiError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { field, message } of error.fieldErrors) {
    const key = authMessageKey(message);
    if (key && !errors[field as Field]) errors[field as Field] = key;
  }
  return errors;
}

/** The password rules of the policy in checklist order, each with the schema message it answers to. */
export const PASSWORD_RULES = [
  { id: 'length', key: 'passwordTooShort' },
  { id: 'uppercase', key: 'passwordNeedsUppercase' },
  { id: 'lowercase', key: 'passwordNeedsLowercase' },
  { id: 'number', key: 'passwordNeedsNumber' },
  { id: 'special', key: 'passwordNeedsSpecial' },
] as const satisfies readonly { id: string; key: AuthMessageKey }[];

/** Which rules a password still misses, judged by the shared schema so client and server agree. */
export function unmetPasswordRules(password: string): Set<AuthMessageKey> {
  const result = passwordSchema.safeParse(password);
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => authMessageKey(issue.message) ?? 'invalidFormat'));
}
