import { serializeError } from './serialize-error';

/**
 * Personal data never reaches the logs. Applicants include asylum seekers and survivors, so every
 * key that can carry identity, credentials or free-text answers is censored wherever it appears
 * in a logged object, however deep.
 */
export const SENSITIVE_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'tempToken',
  'idToken',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'name',
  'firstName',
  'lastName',
  'fullName',
  'nameOnCard',
  'email',
  'confirmEmail',
  'phone',
  'confirmPhone',
  'aNumber',
  'alienNumber',
  'dateOfBirth',
  'birthDate',
  'dob',
  'address',
  'cardNumber',
  'cvv',
  'response',
  'answer',
  'answers',
  'comment',
  'comments',
  'text',
  // Job payloads, recipients and statement parameters.
  'data',
  'payload',
  'params',
  'values',
  'to',
  'query',
  'sql',
] as const;

/** Query parameters censored in logged URLs (activation and reset links, OAuth callbacks). */
const SENSITIVE_QUERY_KEYS = new Set<string>([
  ...SENSITIVE_KEYS.map((name) => name.toLowerCase()),
  'code',
  'state',
  'access_token',
  'id_token',
  'refresh_token',
]);

export const REDACTED = '[Redacted]';

const SENSITIVE = new Set<string>(SENSITIVE_KEYS.map((name) => name.toLowerCase()));
const MAX_DEPTH = 8;
const MAX_ITEMS = 50;

/**
 * A copy of a logged object with every sensitive key censored at any depth and every error
 * reduced by `serializeError`. Keys handled by a serializer of their own (req, res) are left to it.
 */
export function redactDeep(value: unknown, skipKeys: ReadonlySet<string> = new Set(), depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value);
  if (value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (Array.isArray(value))
    return value.slice(0, MAX_ITEMS).map((item) => redactDeep(item, undefined, depth + 1));
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return '[Binary]';
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    if (skipKeys.has(name)) copy[name] = item;
    else if (SENSITIVE.has(name.toLowerCase())) copy[name] = REDACTED;
    else if (name === 'error') copy[name] = serializeError(item);
    else copy[name] = redactDeep(item, undefined, depth + 1);
  }
  return copy;
}

/**
 * Paths whose segment is itself a capability: a sandbox checkout's id lets whoever holds it pay or
 * cancel that checkout, so it is censored like a token in a query string.
 */
const CAPABILITY_PATHS = [/^(\/api\/sandbox-checkout\/)(?!assets(?:\/|$))[^/?#]+/];

function redactPath(url: string): string {
  return CAPABILITY_PATHS.reduce((current, pattern) => current.replace(pattern, `$1${REDACTED}`), url);
}

/** Query strings can carry tokens (activation links); their values are censored by key, as are capability paths. */
export function redactUrl(rawUrl: string): string {
  const url = redactPath(rawUrl);
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of [...new Set(params.keys())]) {
    if (SENSITIVE_QUERY_KEYS.has(name.toLowerCase())) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}
