import { AppError, AUTH_MESSAGES, type AuthMessageKey, type ErrorCode } from '@camino/contracts';

/** An AppError carrying one of the spec's auth messages: English text in `detail`, its key in `reason`. */
export function authError(
  code: ErrorCode,
  reason: AuthMessageKey,
  extensions: Record<string, unknown> = {},
): AppError {
  return new AppError(code, { detail: AUTH_MESSAGES[reason].en, extensions: { reason, ...extensions } });
}

/** A field error of the create-account and password forms, same shape as schema validation errors. */
export function fieldError(field: string, reason: AuthMessageKey): AppError {
  return new AppError('VALIDATION', {
    detail: AUTH_MESSAGES[reason].en,
    errors: [{ path: `body.${field}`, message: AUTH_MESSAGES[reason].en }],
    extensions: { reason },
  });
}
