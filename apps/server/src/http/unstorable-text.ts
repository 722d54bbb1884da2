/**
 * One rule for every text a client sends, whatever the route: a NUL character (which PostgreSQL
 * cannot store) or half of a surrogate pair (which cannot be encoded) is refused with 400 'Invalid
 * format' naming the field, before any route's own validation or storage sees it. Routes whose
 * fields use the `text()` schema refuse more (other control characters); this is the floor.
 */
import { AppError, type FieldError, TEXT_MESSAGES } from '@camino/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A body has at most this many values looked at; past it the route's own limits apply. */
const MAX_VALUES = 100_000;

/** The path of the first string (or object key) that cannot be stored, or null. */
export function findUnstorableText(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  for (let seen = 0; stack.length > 0 && seen < MAX_VALUES; seen++) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

export const unstorableText = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ] as const) {
        const path = findUnstorableText(value, part);
        if (path === null) continue;
        const errors: FieldError[] = [{ path, message: TEXT_MESSAGES.invalidFormat.en }];
        throw new AppError('VALIDATION', {
          detail: 'The request holds a character that cannot be kept.',
          errors,
        });
      }
    });
  },
  { name: 'unstorable-text' },
);
