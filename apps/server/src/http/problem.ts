import {
  AppError,
  ERROR_CODES,
  type ErrorCode,
  type FieldError,
  type Problem,
  problemType,
} from '@camino/contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

interface RequestInfo {
  id: string;
  url: string;
}

function validationErrors(error: unknown): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  return error.validation.map((issue) => ({
    path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    message: issue.message ?? 'Invalid value',
  }));
}

/** Normalises anything thrown into an AppError; unknown failures become INTERNAL. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION', {
      detail: 'The request does not match the expected schema.',
      errors: validationErrors(error),
      cause: error,
    });
  }
  if (isResponseSerializationError(error)) return new AppError('INTERNAL', { cause: error });
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    // Fastify's own 4xx messages describe the request, never server state, so they are safe to return.
    const detail = error instanceof Error ? error.message : undefined;
    return new AppError(code, { ...(detail ? { detail } : {}), cause: error });
  }
  if (status === 503) return new AppError('UNAVAILABLE', { cause: error });
  return new AppError('INTERNAL', { cause: error });
}

/** The problem+json body of an AppError; 5xx bodies never carry internal detail. */
export function toProblem(error: AppError, request: RequestInfo): Problem {
  const hidden = error.status >= 500 && error.code === 'INTERNAL';
  const detail = hidden ? 'An unexpected error occurred. Please try again later.' : error.detail;
  return {
    ...(hidden ? {} : error.extensions),
    type: problemType(error.code),
    title: ERROR_CODES[error.code].title,
    status: error.status,
    code: error.code,
    ...(detail ? { detail } : {}),
    instance: request.url.split('?')[0] ?? '/',
    requestId: request.id,
    ...(error.errors && error.errors.length > 0 ? { errors: [...error.errors] } : {}),
  };
}
