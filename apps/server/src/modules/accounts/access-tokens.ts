import { randomBytes, webcrypto } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';

export type KeyConfig = Pick<Config, 'AUTH_TOKEN_SECRET' | 'DATA_DIR'>;

const ALGORITHM = 'HS256';
const AUDIENCE = 'camino';
const KEY_FILE = 'access-token.key';

/**
 * The key signing access tokens: AUTH_TOKEN_SECRET, or a random key generated on first start
 * and kept under DATA_DIR so that restarts keep sessions. Never a key written in the code.
 */
export async function loadSigningKey(config: KeyConfig): Promise<Uint8Array> {
  if (config.AUTH_TOKEN_SECRET) return new TextEncoder().encode(config.AUTH_TOKEN_SECRET);
  const dir = path.join(config.DATA_DIR, 'auth');
  const file = path.join(dir, KEY_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    // `wx` fails if another process created the key meanwhile; that key then wins.
    await writeFile(file, key.toString('base64url'), { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  }
}

export interface AccessTokenClaims {
  accountId: string;
  /** The refresh-token family this token belongs to; revoking the family ends the token too. */
  sessionId: string;
}

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessTokenClaims,
  issuedAt: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.accountId)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid token, or null when it is malformed, forged or expired at `now`. */
export async function verifyAccessToken(
  key: Uint8Array | webcrypto.CryptoKey,
  token: string,
  now: Date,
): Promise<(AccessTokenClaims & { expiresAt: Date }) | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
      return null;
    return { accountId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

export type AccessTokenVerifier = (
  token: string,
  now: Date,
) => Promise<(AccessTokenClaims & { expiresAt: Date }) | null>;

// Every applicant request carries its access token, and verifying an HMAC through WebCrypto costs
// a noticeable share of a small request: a token proven genuine once is remembered until it
// expires. Only genuine tokens are kept, so forged ones cannot fill the cache; revocation is still
// checked on every request against the session row.
const REMEMBERED_TOKENS = 20_000;

export function createAccessTokenVerifier(key: Uint8Array): AccessTokenVerifier {
  const cryptoKey = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  cryptoKey.catch(() => {});
  const genuine = new LRUCache<string, AccessTokenClaims & { expiresAt: Date }>({ max: REMEMBERED_TOKENS });
  return async (token, now) => {
    const known = genuine.get(token);
    if (known) return known.expiresAt.getTime() > now.getTime() ? known : null;
    const claims = await verifyAccessToken(await cryptoKey, token, now);
    if (claims) genuine.set(token, claims);
    return claims;
  };
}
