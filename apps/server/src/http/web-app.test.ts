import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CACHE_IMMUTABLE, CACHE_NEVER } from './web-app';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    '/',
    '/es',
    '/login',
    '/es/login',
    '/login/',
    '/explore-your-options/asylum',
    '/es/case-dashboard/prepare-case',
    '/short-url/asilo',
  ])('serves the shell with 200 for the page %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(CACHE_NEVER);
    expect(response.body).toContain('<div id="root">');
  });

  it.each([
    ['/es/review-landing', 'es'],
    ['/es/submit-your-case', 'es'],
    ['/es', 'es'],
    ['/es/nope', 'es'],
    ['/review-landing', 'en'],
    ['/estate', 'en'],
  ])('sends the shell of %s in its language before the app starts', async (url, lang) => {
    const response = await get(url);
    expect(response.body).toMatch(new RegExp(`<html[^>]*\\slang="${lang}"`));
  });

  it.each(['/nope', '/es/nope', '/explore-your-options/other', '/login/extra', '/assets/missing.js'])(
    'serves the shell with 404 for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves the design system outside production', async () => {
    expect((await get('/design-system')).statusCode).toBe(200);
    expect((await get('/es/design-system')).statusCode).toBe(200);
  });

  it('serves the outbox page while the outbox is in use', async () => {
    expect((await get('/outbox')).statusCode).toBe(200);
    expect((await get('/es/outbox')).statusCode).toBe(200);
    expect((await get('/outbox/extra')).statusCode).toBe(404);
  });

  it('caches hashed assets forever', async () => {
    const response = await get('/assets/index-Bx3kQ9aZ.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('never caches the build id or the shell', async () => {
    const build = await get('/builds/latest.json?t=123');
    expect(build.statusCode).toBe(200);
    expect(build.headers['cache-control']).toBe(CACHE_NEVER);
    expect(build.json()).toEqual({ id: 'fixture-build-1', builtAt: '2026-11-21T10:00:00.000Z' });
    expect((await get('/index.html')).headers['cache-control']).toBe(CACHE_NEVER);
  });

  it('serves other files of the build as files', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent');
  });

  it('does not serve paths outside the build or hidden files', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/.env', '/assets/../../index.html']) {
      const response = await get(url);
      expect(response.body).not.toContain('"name"');
      expect([200, 404]).toContain(response.statusCode);
    }
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const brotli = await get('/assets/index-Bx3kQ9aZ.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('fixture line 1');

    const gzip = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
  });

  it('sends the strict content security policy with pages', async () => {
    const csp = (await get('/login')).headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('serving the web app in production', () => {
  it('hides development pages', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' }, startJobs: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/design-system' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/es/design-system' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/outbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/es/outbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('serving the web app with real email and SMS', () => {
  it('hides the outbox page', async () => {
    const t = await createTestApp({
      env: {
        SMTP_URL: 'smtp://localhost:2525',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'twilio-secret',
        TWILIO_FROM: '+15005550006',
      },
      startJobs: false,
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/outbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/design-system' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('before the web app is built', () => {
  let empty: string;
  beforeAll(async () => {
    empty = await mkdtemp(path.join(os.tmpdir(), 'camino-no-web-'));
  });
  afterAll(() => rm(empty, { recursive: true, force: true }));

  it('answers pages with a 503 problem while the API keeps working', async () => {
    const t = await createTestApp({ env: { WEB_DIST_DIR: empty }, startJobs: false });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(page.json()).toMatchObject({
        code: 'UNAVAILABLE',
        detail: expect.stringContaining('not built'),
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('prerendered pages', () => {
  let dist: string;
  let t: TestApp;
  const STYLE_HASH = 'sha256-AAAA';
  const ATTRIBUTE_HASH = 'sha256-BBBB';
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'camino-prerendered-'));
    await mkdir(path.join(dist, 'prerendered/es'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(dist, 'prerendered/es/help.html'), '<h1>Ayuda</h1>');
    await writeFile(path.join(dist, 'prerendered/index.html'), '<h1>Home</h1>');
    await writeFile(
      path.join(dist, 'prerendered/manifest.json'),
      JSON.stringify({
        pages: { '/es/help': 'es/help.html', '/': 'index.html' },
        styleHashes: [STYLE_HASH],
        styleAttributeHashes: [ATTRIBUTE_HASH],
      }),
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, startJobs: false });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['/es/help', '/es/help/'])('serves %s as its HTML, never cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<h1>Ayuda</h1>');
    expect(response.headers['cache-control']).toBe(CACHE_NEVER);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('allows exactly the inline styles the pages carry, and still no inline script', async () => {
    const policy = String((await get('/es/help')).headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' '${STYLE_HASH}'`);
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' '${ATTRIBUTE_HASH}'`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('serves the shell to pages that are not prerendered', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<div id="root"></div>');
    expect(response.headers['content-security-policy']).not.toContain(STYLE_HASH);
  });

  it('sends someone who chose Spanish from the home page to the Spanish one, keeping the query', async () => {
    const response = await get('/?ref=abc', { cookie: 'lang=es' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/es?ref=abc');
    expect((await get('/', { cookie: 'lang=en' })).body).toBe('<h1>Home</h1>');
  });
});
