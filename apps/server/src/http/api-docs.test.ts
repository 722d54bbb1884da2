import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('OpenAPI documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
  });
  afterAll(() => t.close());

  it('lists every API endpoint with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/client-config', '/api/health', '/api/ready', '/api/url-shorter/{slug}']),
    );
    // Only API routes are documented; the web app's catch-all and the docs' own routes are hidden.
    expect(
      Object.keys(document.paths).every((url) => url.startsWith('/api/') && !url.startsWith('/api/docs')),
    ).toBe(true);
    const shortUrl = document.paths['/api/url-shorter/{slug}'].get;
    expect(shortUrl.parameters[0]).toMatchObject({ name: 'slug', in: 'path', required: true });
    expect(shortUrl.responses['200'].content['application/json'].schema.properties.target.type).toBe(
      'string',
    );
    expect(JSON.stringify(shortUrl.responses['404'])).toContain('#/components/schemas/Problem');
    expect(document.components.schemas.Problem.properties.code.enum).toContain('NOT_FOUND');
    expect(
      document.paths['/api/client-config'].get.responses['200'].content['application/json'].schema.properties
        .devPages.type,
    ).toBe('boolean');
  });

  it('serves the UI with a policy that lets it run', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const csp = page.headers['content-security-policy'] as string;
    // The UI ships no inline script, so 'self' is enough for it to run.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('https:');
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });

  it('serves every endpoint that docs/api-coverage.md names', async () => {
    const coverage = readFileSync(path.join(REPO_ROOT, 'docs', 'api-coverage.md'), 'utf8');
    const named = [
      ...coverage.matchAll(/\|\s*`[A-Z]+ [^`]+`\s*\|\s*`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`]+)`/g),
    ].map(([, method, url]) => ({ method: method!.toLowerCase(), path: url!.replace(/:(\w+)/g, '{$1}') }));
    expect(named.length).toBeGreaterThan(0);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const { method, path: endpoint } of named)
      expect(document.paths[endpoint]?.[method], endpoint).toBeDefined();
  });
});

describe('OpenAPI documentation in production', () => {
  it('is not served with NODE_ENV=production unless API_DOCS turns it on', async () => {
    for (const [env, expected] of [
      [{ NODE_ENV: 'production' }, 404],
      [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
      [{ API_DOCS: 'false' }, 404],
    ] as const) {
      const t = await createTestApp({ startJobs: false, env });
      try {
        const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
        expect(response.statusCode, JSON.stringify(env)).toBe(expected);
      } finally {
        await t.close();
      }
    }
  });
});
