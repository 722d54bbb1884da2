import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataOption } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'camino-data-sources-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir }, startJobs: false });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function options(name: string, lang: 'en' | 'es'): Promise<DataOption[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/param-data-select/information',
    payload: { name, lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { options: DataOption[] }).options;
}

describe('data sources', () => {
  it('names countries in English and Spanish, sorted for each language', async () => {
    const en = await options('countries', 'en');
    const es = await options('countries', 'es');
    expect(en).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(es).toContainEqual({ value: 'DE', label: 'Alemania' });
    expect(es).toContainEqual({ value: 'US', label: 'Estados Unidos' });
    expect(en.length).toBeGreaterThan(240);
    expect(es.findIndex((option) => option.value === 'DE')).toBeLessThan(
      es.findIndex((option) => option.value === 'BR'),
    );
  });

  it('lists U.S. states and territories, languages and the case lists', async () => {
    expect(await options('us-states', 'es')).toContainEqual({ value: 'NY', label: 'Nueva York' });
    expect(await options('us-states', 'en')).toContainEqual({ value: 'PR', label: 'Puerto Rico' });
    expect(await options('languages', 'es')).toContainEqual({ value: 'pt', label: 'portugués' });
    expect(await options('languages', 'en')).toContainEqual({ value: 'en', label: 'English' });
    expect(await options('relationship-types', 'es')).toContainEqual({ value: 'spouse', label: 'Cónyuge' });
    expect(await options('document-types', 'en')).toContainEqual({
      value: 'police_report',
      label: 'Police report',
    });
  });

  it('looks up a ZIP code offline', async () => {
    const found = await t.app.inject({ method: 'POST', url: '/api/zip', payload: { zip: '33101' } });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ zip: '33101', city: 'Miami', state: 'FL' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/zip', payload: { zip: '00000' } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/zip', payload: { zip: 'abc' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists phone prefixes from libphonenumber metadata', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/countries/prefix?lang=es' });
    expect(response.statusCode).toBe(200);
    const prefixes = response.json() as { country: string; name: string; prefix: string }[];
    expect(prefixes).toContainEqual({ country: 'GT', name: 'Guatemala', prefix: '+502' });
    expect(prefixes).toContainEqual({ country: 'US', name: 'Estados Unidos', prefix: '+1' });
    expect(prefixes).toContainEqual({ country: 'MX', name: 'México', prefix: '+52' });
  });
});
