import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

export const REFRESH_COOKIE = 'camino_refresh';
export const TEMP_COOKIE = 'camino_temp';

/** Browsers refuse Secure cookies over plain http, which only a local development address uses. */
export function cookiesAreSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
}

function options(config: Pick<Config, 'PUBLIC_URL'>, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    secure: cookiesAreSecure(config.PUBLIC_URL),
    sameSite: 'lax' as const,
    path: '/',
    maxAge: maxAgeSeconds,
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_URL'>,
  name: string,
  value: string,
  expiresAt: Date,
  now: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(name, value, options(config, maxAge));
}

export function clearSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_URL'>,
  name: string,
): void {
  reply.clearCookie(name, { ...options(config, 0), maxAge: undefined });
}
