import type { ProblemReason } from '@camino/contracts';
import { i18n } from './i18n';
import { getSessionManager, readSession } from './session/session-store';

/** Which credential a call carries: the full token, the pre-account one (`Bearer temp`), or none. */
export type ApiAuth = 'token' | 'temp' | 'auto' | 'none';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: ApiAuth;
  signal?: AbortSignal | undefined;
  /** The browser cache's part, e.g. kept out of it for a private file. */
  cache?: RequestCache;
  /** Defaults to the spec's two retries for idempotent calls and none for the others. */
  retries?: number;
  /**
   * Leaves the temporary session open when its credential is refused (401), for a caller that
   * answers the refusal itself, e.g. by showing its own notice or opening a new session.
   */
  keepTemporarySession?: boolean;
  fetch?: typeof fetch;
}

/** What a JSON answer is checked against: a zod schema of `@camino/contracts` (or anything with its `safeParse`). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface JsonRequestOptions<T> extends ApiRequestOptions {
  schema: ResponseSchema<T>;
}

/** The code of an answer that does not have the shape its schema says: the server and the web app drifted apart. */
export const RESPONSE_SHAPE = 'RESPONSE_SHAPE';

/** The spec's HTTP retry count. */
export const HTTP_RETRIES = 2;
const RETRY_DELAYS_MS = [400, 1200];
const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);

export interface ApiFieldError {
  /** The field name without the `body.` prefix. */
  field: string;
  /** The server's English text; `authMessageKey` turns it into a stable key. */
  message: string;
}

/**
 * A failed call: the problem's stable `code`, its `reason` key when it has one, field errors and
 * a message already in the user's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly reason: ProblemReason | undefined = undefined,
    readonly fieldErrors: readonly ApiFieldError[] = [],
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The stable keys of the fields the server named (`errors[]` and a conflict's `fields`). */
  get fields(): string[] {
    const named = Array.isArray(this.extensions.fields)
      ? this.extensions.fields.filter((field): field is string => typeof field === 'string')
      : [];
    return [...new Set([...this.fieldErrors.map((error) => error.field), ...named])];
  }
}

/** The message of a reason (auth catalog) or an error code, in the active language. */
export function apiErrorMessage(code: string, reason?: string): string {
  if (reason && i18n.exists(`auth:errors.${reason}`)) return i18n.t(`auth:errors.${reason}`);
  if (i18n.exists(`auth:errors.code.${code}`)) return i18n.t(`auth:errors.code.${code}`);
  return i18n.exists('auth:errors.generic') ? i18n.t('auth:errors.generic') : code;
}

function authorization(auth: ApiAuth): { header?: string; kind: 'token' | 'temp' | null } {
  if (auth === 'none') return { kind: null };
  const session = readSession();
  if ((auth === 'token' || auth === 'auto') && session.token)
    return { header: `Bearer ${session.token}`, kind: 'token' };
  if ((auth === 'temp' || auth === 'auto') && session.tempToken)
    return { header: `Bearer temp ${session.tempToken}`, kind: 'temp' };
  return { kind: null };
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${response.status}`;
  const { code: _code, errors, reason: rawReason, ...rest } = body ?? {};
  // The server sets every reason from the same typed list; reading it costs the first page nothing.
  const reason = typeof rawReason === 'string' ? (rawReason as ProblemReason) : undefined;
  const fieldErrors: ApiFieldError[] = Array.isArray(errors)
    ? errors.flatMap((error: unknown) => {
        const { path, message } = (error ?? {}) as { path?: unknown; message?: unknown };
        if (typeof path !== 'string' || typeof message !== 'string') return [];
        return [{ field: path.replace(/^body\./, ''), message }];
      })
    : [];
  return new ApiError(response.status, code, apiErrorMessage(code, reason), reason, fieldErrors, rest);
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

function requestBody(body: unknown): { type: string; body: BodyInit } | null {
  if (body === undefined) return null;
  // A file goes as it is: the JSON client cannot carry bytes.
  if (body instanceof Blob) return { type: body.type || 'application/octet-stream', body };
  return { type: 'application/json', body: JSON.stringify(body) };
}

interface SendExtras {
  accept?: 'json' | 'file';
  /** The ETag of the caller's copy: sent as `If-None-Match`, and a 304 is then an answer. */
  etag?: string | undefined;
}

async function send(path: string, options: ApiRequestOptions, extras: SendExtras = {}): Promise<Response> {
  const accept = extras.accept ?? 'json';
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const retries = options.retries ?? (IDEMPOTENT.has(method) ? HTTP_RETRIES : 0);
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const credential = authorization(options.auth ?? (accept === 'file' ? 'token' : 'auto'));
  const headers: Record<string, string> = { 'Accept-Language': i18n.language };
  if (accept === 'json') headers.Accept = 'application/json';
  if (credential.header) headers.Authorization = credential.header;
  if (extras.etag) headers['If-None-Match'] = extras.etag;
  const payload = requestBody(options.body);
  if (payload) headers['Content-Type'] = payload.type;

  for (let attempt = 0; ; attempt++) {
    let response: Response | null = null;
    try {
      response = await fetchImpl(`/api${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(payload ? { body: payload.body } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.cache ? { cache: options.cache } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
    }
    const transient = !response || response.status >= 500 || response.status === 429;
    if (transient && attempt < retries) {
      await wait(RETRY_DELAYS_MS[attempt] ?? RETRY_DELAYS_MS.at(-1)!, options.signal);
      continue;
    }
    if (!response) throw new ApiError(0, 'NETWORK', apiErrorMessage('NETWORK'));
    if (response.ok || (extras.etag && response.status === 304)) return response;
    const error = await toApiError(response);
    // A pre-account call refused for its credential means the temporary session is over.
    if (response.status === 401 && credential.kind === 'temp' && !options.keepTemporarySession)
      getSessionManager().endTemporarySession();
    throw error;
  }
}

function parseAnswer<T>(path: string, status: number, body: unknown, schema: ResponseSchema<T>): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(status, RESPONSE_SHAPE, apiErrorMessage(RESPONSE_SHAPE), undefined, [], {
    path,
    issues: (parsed.error as { issues?: unknown } | null)?.issues,
  });
}

/**
 * Calls `/api<path>` and returns its JSON checked against `schema`; throws an ApiError (code `NETWORK`
 * when offline, `RESPONSE_SHAPE` when the answer is not what the contract says).
 */
export async function apiRequest<T>(path: string, options: JsonRequestOptions<T>): Promise<T> {
  const response = await send(path, options);
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  return parseAnswer(path, response.status, body, options.schema);
}

/** A conditional GET's answer: nothing new for the caller's copy, or the new answer with its ETag. */
export type IfChanged<T> = { changed: false } | { changed: true; data: T; etag: string | null };

export interface ConditionalRequestOptions<T> extends Omit<JsonRequestOptions<T>, 'method' | 'body'> {
  /** The ETag of the copy the caller holds; without one the answer is always new. */
  etag?: string | null | undefined;
}

/**
 * A GET of `/api<path>` revalidating a copy the caller keeps: with an `etag`, the server's 304
 * means the copy still holds (`changed: false`); any other answer is checked against `schema` and
 * returned with its ETag. Throws like apiRequest.
 */
export async function apiRequestIfChanged<T>(
  path: string,
  options: ConditionalRequestOptions<T>,
): Promise<IfChanged<T>> {
  const { etag, ...rest } = options;
  const response = await send(path, { ...rest, method: 'GET' }, { etag: etag ?? undefined });
  if (response.status === 304) return { changed: false };
  const body: unknown = await response.json().catch(() => undefined);
  return {
    changed: true,
    data: parseAnswer(path, response.status, body, options.schema),
    etag: response.headers.get('ETag'),
  };
}

/** Calls `/api<path>` for its effect only (the answer's body, if any, is not read); throws like apiRequest. */
export async function apiSend(path: string, options: ApiRequestOptions = {}): Promise<void> {
  await send(path, options);
}

/**
 * Calls `/api<path>` for a file (a page picture, a filled form) with the caller's credentials, which
 * an <img> or a plain link cannot send; throws an ApiError like apiRequest. Never repeated on its own.
 */
export async function apiBlob(
  path: string,
  options: Omit<ApiRequestOptions, 'retries' | 'fetch'> = {},
): Promise<Blob> {
  const response = await send(path, { ...options, retries: 0 }, { accept: 'file' });
  return response.blob();
}
