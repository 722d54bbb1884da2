import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Texts that count something but never with a count of one: a minimum of words, a caption "2 of 5",
 * payments that are only mentioned when there are several.
 */
const NEVER_ONE = new Set([
  'declaration:sections.words',
  'declaration:sections.suggested',
  'family:difference.addToInstallmentsHint',
  'payment:installment.moreOverdue',
  'questionnaire:loop.caption',
]);

function counted(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') return counted(value, name);
    return value.includes('{{count}}') && !/_(zero|one|two|few|many|other)$/.test(key) ? [name] : [];
  });
}

describe('texts with a count', () => {
  for (const locale of ['en', 'es'])
    it(`have a singular and a plural in ${locale}, so no "1 páginas"`, () => {
      const missing = readdirSync(path.join(dir, locale))
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) => {
          const namespace = file.replace(/\.json$/, '');
          const tree = JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')) as Tree;
          return counted(tree).map((key) => `${namespace}:${key}`);
        })
        .filter((key) => !NEVER_ONE.has(key));
      expect(missing).toEqual([]);
    });
});
