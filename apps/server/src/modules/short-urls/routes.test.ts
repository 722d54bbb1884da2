import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedShortUrls, SHORT_URLS_FILE } from './seed-short-urls';
import { createContentCopy } from '../../../test/content-copy';

describe('GET /api/url-shorter/:slug', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
    await seedShortUrls({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  });
  afterAll(() => t.close());

  it('resolves a seeded slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/url-shorter/asilo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ target: '/es/explore-your-options/asylum' });
    expect((await t.app.inject({ method: 'GET', url: '/api/url-shorter/asylum' })).json()).toEqual({
      target: '/explore-your-options/asylum',
    });
  });

  it('answers an unknown slug with a 404 problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/url-shorter/unknown-slug' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', instance: '/api/url-shorter/unknown-slug' });
  });

  it('rejects a malformed slug as a validation problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/url-shorter/${'x'.repeat(65)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'params.slug' }] });
  });
});

describe('seeding short urls', () => {
  let t: TestApp;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = await createContentCopy();
    t = await createTestApp({ env: { CONTENT_DIR: contentDir }, startJobs: false });
  });
  afterAll(async () => {
    await t.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('is idempotent and follows changes of the file', async () => {
    const seed = () => seedShortUrls({ db: t.app.db, config: t.config, log: createLogger(t.config) });
    await writeFile(path.join(contentDir, SHORT_URLS_FILE), 'one: /login\ntwo: /es/help\n');
    await seed();
    await seed();
    const { rows } = await t.database.executeSql('SELECT slug, target FROM short_urls ORDER BY slug', []);
    expect(rows).toEqual([
      { slug: 'one', target: '/login' },
      { slug: 'two', target: '/es/help' },
    ]);

    await writeFile(path.join(contentDir, SHORT_URLS_FILE), 'one: /services\ntwo: /es/help\n');
    await seed();
    expect((await t.app.inject({ method: 'GET', url: '/api/url-shorter/one' })).json()).toEqual({
      target: '/services',
    });
  });

  it('refuses a file with a bad entry', async () => {
    await writeFile(path.join(contentDir, SHORT_URLS_FILE), 'bad slug!: /login\n');
    await expect(
      seedShortUrls({ db: t.app.db, config: t.config, log: createLogger(t.config) }),
    ).rejects.toThrow();
  });
});
