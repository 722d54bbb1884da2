/**
 * Personal data never reaches the logs. Applicants include asylum seekers and survivors, so every
 * key that can carry identity, credentials or free-text answers is censored wherever it appears
 * in a logged object (up to three levels deep, which covers `{ body: { user: { email } } }`).
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

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`;
}

/** pino `redact.paths`: each sensitive key at the top level and under one or two wildcards. */
export function redactionPaths(): string[] {
  const paths: string[] = [];
  for (const name of SENSITIVE_KEYS) {
    const suffix = key(name);
    paths.push(suffix.startsWith('.') ? suffix.slice(1) : suffix.slice(1, -1).replace(/^"|"$/g, ''));
    paths.push(`*${suffix}`, `*.*${suffix}`);
  }
  return paths;
}

/** Query strings can carry tokens (activation links); their values are censored by key. */
export function redactUrl(url: string): string {
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
