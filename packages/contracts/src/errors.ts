/**
 * The error vocabulary shared by server and client. Every failed API call answers an
 * `application/problem+json` body whose `code` is one of these; the client maps the code (and,
 * for validation, the field errors) to the spec's message in the user's language. Domain detail
 * goes in `detail` and extension fields, never in new codes.
 */
import { z } from 'zod';
import type { ProblemReason } from './problem-reasons';

export const ERROR_CODES = {
  /** The request body, query or parameters do not match the schema. */
  VALIDATION: { status: 400, title: 'Invalid request' },
  /** The request is malformed in a way that is not a field error (bad JSON, bad header). */
  BAD_REQUEST: { status: 400, title: 'Bad request' },
  /** No valid credentials were sent, or they expired. */
  UNAUTHORIZED: { status: 401, title: 'Authentication required' },
  /** The credentials are valid but do not allow this action. */
  FORBIDDEN: { status: 403, title: 'Forbidden' },
  /** The resource or API path does not exist. */
  NOT_FOUND: { status: 404, title: 'Not found' },
  /** The path exists but not with this method. */
  METHOD_NOT_ALLOWED: { status: 405, title: 'Method not allowed' },
  /** The request conflicts with the current state (duplicate email, already approved…). */
  CONFLICT: { status: 409, title: 'Conflict' },
  /** The body is larger than allowed. */
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Payload too large' },
  /** The body's media type is not accepted. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Unsupported media type' },
  /** Too many requests from this client; retry after the `Retry-After` header. */
  RATE_LIMITED: { status: 429, title: 'Too many requests' },
  /** An unexpected server failure; details are logged, never returned. */
  INTERNAL: { status: 500, title: 'Internal server error' },
  /** The service (or one of its dependencies) is temporarily unable to answer. */
  UNAVAILABLE: { status: 503, title: 'Service unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** One field-level problem of a VALIDATION error; `path` is the dotted location, e.g. `body.email`. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** RFC 9457 problem details, as every error response of the API carries them. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: errorCodeSchema,
    detail: z.string().optional(),
    instance: z.string().optional(),
    requestId: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .catchall(z.unknown());
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The `type` URI of a problem: stable per code, not meant to be dereferenced. */
export function problemType(code: ErrorCode): string {
  return `urn:camino:problem:${code.toLowerCase().replaceAll('_', '-')}`;
}

/** Extra problem members, e.g. `{ field: 'email' }` for a CONFLICT; `reason` is one of the typed list. */
export type ProblemExtensions = Readonly<{ reason?: ProblemReason } & Record<string, unknown>>;

export interface AppErrorOptions {
  detail?: string;
  errors?: readonly FieldError[];
  extensions?: ProblemExtensions;
  cause?: unknown;
}

/** The one error type of the application; the server turns it into problem+json. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly errors: readonly FieldError[] | undefined;
  readonly extensions: ProblemExtensions | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(
      options.detail ?? ERROR_CODES[code].title,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.detail = options.detail;
    this.errors = options.errors;
    this.extensions = options.extensions;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
