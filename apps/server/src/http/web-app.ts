/**
 * Serves the built web app. Hashed assets are cached forever; the HTML shell and the build id
 * are never cached so a deploy reaches users at once. Every page of the route table gets the
 * shell with 200, anything else gets it with 404 so crawlers see a real 404.
 */
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@camino/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './error-handler';
import { pageStatus, type DevPages } from './page-status';
import { loadPrerenderedPages, type PrerenderedPages } from './prerendered-pages';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NEVER = 'no-cache, no-store, must-revalidate';
const CACHE_STATIC = 'public, max-age=3600';

export interface WebAppOptions extends DevPages {
  distDir: string;
}

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return CACHE_IMMUTABLE;
  if (file === 'index.html' || file.startsWith('builds/')) return CACHE_NEVER;
  return CACHE_STATIC;
}

/** The dist-relative file a path names, or null when it is not a servable file. */
async function findFile(distDir: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return null;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (!relative || relative.startsWith('..') || relative.split('/').some((part) => part.startsWith('.')))
    return null;
  try {
    const info = await stat(path.join(distDir, relative));
    return info.isFile() ? relative : null;
  } catch {
    return null;
  }
}

/** The language of a page's address: Spanish under `/es`, English elsewhere. */
export const pageLanguage = (pathname: string): 'en' | 'es' =>
  pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';

/**
 * The shell in the page's language: screen readers and the browser's translation offer read `lang`
 * before the app starts and sets it.
 */
export function shellIn(html: string, lang: 'en' | 'es'): string {
  return html.replace(/<html\b([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lang}"`);
}

async function sendShell(distDir: string, reply: FastifyReply, request: FastifyRequest, status: 200 | 404) {
  let html: string;
  try {
    html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return sendProblem(
      request,
      reply,
      new AppError('UNAVAILABLE', { detail: 'The web app is not built. Run `npm run build` first.' }),
    );
  }
  const lang = pageLanguage(request.url.split('?')[0] ?? '/');
  return reply
    .code(status)
    .header('cache-control', CACHE_NEVER)
    .type('text/html; charset=utf-8')
    .send(shellIn(html, lang));
}

async function sendPrerendered(
  pages: PrerenderedPages,
  file: string,
  reply: FastifyReply,
  request: FastifyRequest,
  distDir: string,
) {
  let html: Buffer;
  try {
    html = await readFile(path.join(pages.folder, file));
  } catch {
    // A deployment that replaced the build under a running server: the shell still draws the page.
    return sendShell(distDir, reply, request, 200);
  }
  return reply
    .code(200)
    .header('cache-control', CACHE_NEVER)
    .header('content-security-policy', pages.contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(html);
}

// Mirrors the browser's rule: someone who chose Spanish lands on the Spanish home page.
const prefersSpanish = (request: FastifyRequest) => request.cookies?.lang === 'es';

export const webApp = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const prerendered = await loadPrerenderedPages(options.distDir);
    // `serve: false`: only `reply.sendFile` is wanted; which path gets what is decided below.
    await app.register(fastifyStatic, { root: options.distDir, serve: false, cacheControl: false });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        throw new AppError('NOT_FOUND', { detail: `No endpoint GET ${pathname}` });
      }
      if (pathname === '/index.html') return sendShell(options.distDir, reply, request, 200);
      const status = pageStatus(pathname, options);
      if (pathname === '/' && prefersSpanish(request)) {
        const query = request.url.slice(pathname.length);
        return reply.header('vary', 'Cookie').redirect(`/es${query}`, 302);
      }
      const page = status === 200 ? prerendered?.fileFor(pathname) : null;
      if (prerendered && page) return sendPrerendered(prerendered, page, reply, request, options.distDir);
      if (status === 404) {
        const file = await findFile(options.distDir, pathname);
        if (file) {
          reply.header('cache-control', cacheControlFor(file));
          return reply.sendFile(file);
        }
      }
      return sendShell(options.distDir, reply, request, status);
    });
  },
  { name: 'web-app' },
);
