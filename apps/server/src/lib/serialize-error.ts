/**
 * The only way an error reaches the logs. Database and driver errors carry the statement, its
 * parameters and the offending row (names, emails, password hashes, live links) in their message
 * and fields, so what is kept is a closed list of harmless fields, never the rest, at any depth.
 */

export interface SerializedError {
  name: string;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
}

const MAX_CAUSE_DEPTH = 4;
const MAX_AGGREGATED = 5;
const MAX_FRAMES = 15;
const IDENTIFIER = /^[A-Za-z0-9_.$-]{1,63}$/;

/** Data-looking fragments removed from messages that are kept (non-database errors). */
const SCRUBBERS: readonly [RegExp, string][] = [
  [/\$argon2[a-z]*\$[^\s"',)]*/gi, '[hash]'],
  [/[^\s"'<>(),;:]+@[^\s"'<>(),;:]+/g, '[email]'],
  [/\+?\d[\d\s().-]{6,}\d/g, '[number]'],
  [/[A-Za-z0-9_-]{24,}/g, '[token]'],
];

function scrub(message: string): string {
  let text = message.length > 500 ? `${message.slice(0, 500)}…` : message;
  for (const [pattern, replacement] of SCRUBBERS) text = text.replace(pattern, replacement);
  return text;
}

function field(value: unknown): string | undefined {
  return typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined;
}

/** PostgreSQL (pg, PGlite) reports a five-character SQLSTATE and a severity; Drizzle wraps it. */
function isDatabaseError(error: Record<string, unknown>, name: string): boolean {
  if (name === 'DrizzleQueryError' || name === 'DatabaseError') return true;
  if (
    typeof error.severity === 'string' &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  )
    return true;
  return typeof error.message === 'string' && /^Failed query/.test(error.message);
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  // The first line of a stack repeats the message; only the frames are kept.
  const lines = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES);
  return lines.length > 0 ? lines.join('\n') : undefined;
}

export function serializeError(value: unknown, depth = 0): SerializedError {
  if (value === null || typeof value !== 'object') {
    return { name: 'NonError', type: typeof value, message: '[withheld: a non-error value was thrown]' };
  }
  const error = value as Record<string, unknown>;
  const type = field((value as object).constructor?.name) ?? 'Object';
  const name = field(error.name) ?? type;
  const database = isDatabaseError(error, name);
  const serialized: SerializedError = {
    name,
    type,
    message: database
      ? '[withheld: database error]'
      : typeof error.message === 'string'
        ? scrub(error.message)
        : '',
  };
  const code = field(error.code);
  if (code) serialized.code = code;
  if (typeof error.statusCode === 'number') serialized.statusCode = error.statusCode;
  if (database) {
    const constraint = field(error.constraint);
    const table = field(error.table);
    const column = field(error.column);
    if (constraint) serialized.constraint = constraint;
    if (table) serialized.table = table;
    if (column) serialized.column = column;
  }
  const stack = frames(error.stack);
  if (stack) serialized.stack = stack;
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
    if (Array.isArray(error.errors)) {
      serialized.errors = error.errors
        .slice(0, MAX_AGGREGATED)
        .map((inner: unknown) => serializeError(inner, depth + 1));
    }
  }
  return serialized;
}
