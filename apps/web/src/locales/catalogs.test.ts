import { describe, expect, it } from 'vitest';
import { BREADCRUMB_KEYS, ROUTES, STRATEGIES } from '@camino/contracts';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const enKeys = flatten(en as Tree);
const esKeys = flatten(es as Tree);

describe('locale catalogs', () => {
  it('have exactly the same keys', () => {
    expect([...esKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('have no empty values', () => {
    for (const [key, value] of [...enKeys, ...esKeys]) expect(value.trim(), key).not.toBe('');
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of enKeys) expect(vars(esKeys.get(key) ?? ''), key).toEqual(vars(value));
  });

  it('title every route of the table, its breadcrumbs and case types', () => {
    for (const route of ROUTES) expect(enKeys.has(`routes.${route.id}.title`), route.id).toBe(true);
    for (const key of BREADCRUMB_KEYS) expect(enKeys.has(`breadcrumbs.${key}`), key).toBe(true);
    for (const strategy of STRATEGIES) expect(enKeys.has(`strategies.${strategy}.name`), strategy).toBe(true);
  });

  it('carry the spec messages word for word', () => {
    expect(enKeys.get('common.loading')).toBe('Loading...');
    expect(esKeys.get('common.loading')).toBe('Cargando...');
    expect(enKeys.get('modal.confirm')).toBe('Confirm');
    expect(enKeys.get('modal.cancel')).toBe('Cancel');
    expect(enKeys.get('error.goHome')).toBe('Go to home page');
    expect(enKeys.get('error.notFound')).toBe('Page Not Found: {{path}}');
    expect(enKeys.get('login.failed')).toBe(
      'Login could not be completed. Verify your credentials and try again.',
    );
  });
});
