import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedConfig } from './load-config';

/**
 * Content of a configuration never changes, so its version (and content hash) with the language
 * and what was asked makes a strong validator; the browser revalidates every time and mostly
 * gets a 304.
 */
export function contentEtag(config: LoadedConfig, ...parts: (string | number | undefined)[]): string {
  const rest = parts.filter((part) => part !== undefined).join('-');
  return `"q${config.id}-v${config.version}-${config.contentHash.slice(0, 16)}${rest ? `-${rest}` : ''}"`;
}

/** Sets the validator and cache policy; true when the client's copy is current (send a 304). */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  reply.header('cache-control', 'private, max-age=0, must-revalidate');
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  // If-None-Match compares weakly: a W/ prefix added by a proxy still matches.
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** An empty 304; the route's 200 schema does not apply to it. */
export function sendNotModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).send();
}
