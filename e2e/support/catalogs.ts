import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Locale = 'en' | 'es';

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/**
 * A page's texts, read from the web app's own catalogs, so journeys check the words the applicant
 * sees in each language without copying them. `{{name}}` values are filled in.
 */
export function catalog(locale: Locale, namespace: string) {
  const data = JSON.parse(readFileSync(path.join(LOCALES, locale, `${namespace}.json`), 'utf8')) as unknown;
  return (key: string, values: Record<string, string> = {}): string => {
    let node: unknown = data;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`no text ${namespace}:${key} in ${locale}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };
}

/** The texts of the catalog every page loads (locales/<lang>.json). */
export function baseCatalog(locale: Locale) {
  return catalog(locale, path.join('..', locale));
}
