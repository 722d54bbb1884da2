import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMESPACES } from './route-namespaces';

const here = import.meta.dirname;

/** Each route id with the file of its screen, read from the lazy imports of route-modules.ts. */
function screenFiles(): [string, string][] {
  const source = readFileSync(path.join(here, 'route-modules.ts'), 'utf8');
  return [...source.matchAll(/'?([\w-]+)'?: \(\) =>\s*import\('([^']+)'\)/g)].flatMap(([, id, file]) =>
    withComposedFiles(path.join(here, `${file!}.tsx`)).map((screen): [string, string] => [id!, screen]),
  );
}

/** A route of routes/ shows the features' files it imports: their catalogs are the page's too. */
function withComposedFiles(file: string): string[] {
  if (path.dirname(file) !== path.join(here, 'routes')) return [file];
  const source = readFileSync(file, 'utf8');
  const imported = [...source.matchAll(/from '(\.\.\/\.\.\/features\/[^']+)'/g)].map(([, specifier]) => {
    const base = path.join(path.dirname(file), specifier!);
    return existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`;
  });
  return [file, ...imported];
}

describe('route namespaces', () => {
  it('loads every catalog a screen reads, so no page shows a bare key', () => {
    const files = screenFiles();
    expect(files.length).toBeGreaterThan(50);
    const missing = files.flatMap(([id, file]) =>
      [...readFileSync(file, 'utf8').matchAll(/useTranslation\('([\w-]+)'\)/g)]
        .map(([, namespace]) => namespace!)
        .filter((namespace) => !(ROUTE_NAMESPACES[id] ?? []).includes(namespace))
        .map((namespace) => `${id} reads ${namespace}`),
    );
    expect(missing).toEqual([]);
  });
});
