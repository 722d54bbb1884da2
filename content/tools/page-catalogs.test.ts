import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from './questionnaire-files';

// The public pages' namespace catalogs, loaded lazily by the web app: one JSON file per namespace and language.
const LOCALES_DIR = join(CONTENT_DIR, '..', 'apps', 'web', 'src', 'locales');
const LANGUAGES = ['en', 'es'] as const;
/** Namespaces the public pages need; each must exist in both languages. */
const REQUIRED = ['about', 'help', 'legal', 'resources', 'services', 'strategies'];
const STRATEGIES = ['asylum', 'vawasp', 'vawach', 'tvisa'];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every leaf as `a.b.0.c` → value; arrays are indexed the way i18next keys reach them. */
function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const catalogs: Record<(typeof LANGUAGES)[number], Map<string, Map<string, Json>>> = {
  en: new Map(),
  es: new Map(),
};

beforeAll(async () => {
  for (const lang of LANGUAGES) {
    const files = (await readdir(join(LOCALES_DIR, lang))).filter((file) => file.endsWith('.json')).sort();
    for (const file of files) {
      const text = await readFile(join(LOCALES_DIR, lang, file), 'utf8');
      catalogs[lang].set(file.replace(/\.json$/, ''), flatten(JSON.parse(text) as Json));
    }
  }
});

const variables = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();

describe('page catalogs', () => {
  it('have the same namespaces in English and Spanish, including every public page', () => {
    expect([...catalogs.es.keys()].sort()).toEqual([...catalogs.en.keys()].sort());
    for (const namespace of REQUIRED) expect(catalogs.en.has(namespace), namespace).toBe(true);
  });

  it('have exactly the same keys in both languages', () => {
    for (const [namespace, en] of catalogs.en) {
      const es = catalogs.es.get(namespace) ?? new Map();
      expect([...es.keys()].sort(), namespace).toEqual([...en.keys()].sort());
    }
  });

  it('have only non-empty text values', () => {
    for (const lang of LANGUAGES)
      for (const [namespace, keys] of catalogs[lang])
        for (const [key, value] of keys) {
          expect(typeof value, `${lang}/${namespace}: ${key}`).toBe('string');
          expect((value as string).trim(), `${lang}/${namespace}: ${key}`).not.toBe('');
        }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [namespace, en] of catalogs.en)
      for (const [key, value] of en)
        expect(variables(String(catalogs.es.get(namespace)?.get(key) ?? '')), `${namespace}: ${key}`).toEqual(
          variables(String(value)),
        );
  });

  it('describe every case type with its pages and 5 to 8 questions', () => {
    const keys = catalogs.en.get('strategies')!;
    for (const strategy of STRATEGIES) {
      for (const field of [
        'name',
        'title',
        'summary',
        'whatItIs',
        'whoFor',
        'steps.0.title',
        'steps.0.estimate',
        'facts.0.text',
      ])
        expect(keys.has(`${strategy}.${field}`), `${strategy}.${field}`).toBe(true);
      const questions = [...keys.keys()].filter(
        (key) => key.startsWith(`${strategy}.faq.`) && key.endsWith('.q'),
      );
      expect(questions.length, strategy).toBeGreaterThanOrEqual(5);
      expect(questions.length, strategy).toBeLessThanOrEqual(8);
    }
  });

  it('state that the content is not legal advice, in short and long form', () => {
    for (const lang of LANGUAGES) {
      const legal = catalogs[lang].get('legal')!;
      expect(legal.has('short')).toBe(true);
      expect(legal.has('long.0')).toBe(true);
    }
  });
});
