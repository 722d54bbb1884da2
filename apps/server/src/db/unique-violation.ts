/** The constraint name when `error` (or its cause, as Drizzle wraps driver errors) is a unique violation. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return current.constraint ?? '';
    current = current.cause as typeof current;
  }
  return null;
}
