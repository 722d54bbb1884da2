import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe: session, link and state values. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as their sha256: they are random and long, so a plain hash is enough, and a
 * leaked table cannot be replayed.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** HMAC of a low-entropy value (an IP address, an email) so that stored keys cannot be reversed by guessing. */
export function keyedHash(key: Uint8Array, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}
