/**
 * How any route learns who is calling. Other modules use `requireUser(request)` /
 * `getUser(request)` for applicant routes and `requireTempSession(request)` for the pre-account
 * questionnaire (a temporary token, or a full token once the visitor has an account).
 */
import type { Locale } from '@camino/contracts';
import type { FastifyRequest } from 'fastify';
import { authError } from './auth-errors';
import { authRuntime } from './auth-runtime';
import { TEMP_COOKIE } from './cookies';
import { assertSameOrigin } from './same-origin';
import { findAccountOfActiveSession } from './sessions';
import { findTempSession, type TempSession } from './temp-sessions';

export interface AuthenticatedUser {
  accountId: string;
  sessionId: string;
  name: string;
  lastName: string;
  locale: Locale;
  tokenExpiration: Date;
}

type Credential = { kind: 'access'; token: string } | { kind: 'temp'; token: string } | null;

/** `Authorization: Bearer <token>` or `Authorization: Bearer temp <token>`. */
export function readBearer(request: FastifyRequest): Credential {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(?:(temp)\s+)?(\S+)\s*$/i.exec(header);
  if (!match) return null;
  return match[1] ? { kind: 'temp', token: match[2]! } : { kind: 'access', token: match[2]! };
}

const users = new WeakMap<FastifyRequest, Promise<AuthenticatedUser | null>>();

async function resolveUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const credential = readBearer(request);
  if (credential?.kind !== 'access') return null;
  const { config, db } = request.server;
  const runtime = authRuntime(config);
  const verify = await runtime.accessTokens;
  const claims = await verify(credential.token, runtime.clock());
  if (!claims) return null;
  const account = await findAccountOfActiveSession(db, claims.sessionId, claims.accountId);
  if (!account?.activatedAt) return null;
  return {
    accountId: account.id,
    sessionId: claims.sessionId,
    name: account.name,
    lastName: account.lastName,
    locale: account.locale === 'es' ? 'es' : 'en',
    tokenExpiration: claims.expiresAt,
  };
}

/** The applicant calling with a valid access token, or null. */
export function getUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  let user = users.get(request);
  if (!user) {
    user = resolveUser(request);
    users.set(request, user);
  }
  return user;
}

/** The applicant calling; a missing, expired or revoked token is a 401 ('Token no válido'). */
export async function requireUser(request: FastifyRequest): Promise<AuthenticatedUser> {
  const user = await getUser(request);
  if (!user) throw authError('UNAUTHORIZED', 'invalidToken');
  return user;
}

/** The temporary token of the request: the `Bearer temp` header, else the cookie (same-origin only). */
export function readTempToken(request: FastifyRequest): string | null {
  const credential = readBearer(request);
  if (credential?.kind === 'temp') return credential.token;
  const cookie = request.cookies[TEMP_COOKIE];
  if (!cookie) return null;
  assertSameOrigin(request);
  return cookie;
}

/** The live temporary session of the caller, or null. */
export async function getTempSession(request: FastifyRequest): Promise<TempSession | null> {
  const token = readTempToken(request);
  if (!token) return null;
  return findTempSession(request.server.db, token, authRuntime(request.server.config).clock());
}

export type PreAccountCaller =
  { kind: 'temp'; session: TempSession } | { kind: 'user'; user: AuthenticatedUser };

/**
 * The `temp-auth` guard: a live temporary session, or an applicant's full token (a visitor who
 * already created an account may still look at the questionnaire). Otherwise 401.
 */
export async function requireTempSession(request: FastifyRequest): Promise<PreAccountCaller> {
  const user = await getUser(request);
  if (user) return { kind: 'user', user };
  const session = await getTempSession(request);
  if (session) return { kind: 'temp', session };
  throw authError('UNAUTHORIZED', 'temporarySessionRequired');
}
