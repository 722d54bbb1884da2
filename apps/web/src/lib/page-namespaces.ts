import type { Locale } from '@camino/contracts';
import { i18n } from './i18n';

// Page content written by the content team: one lazily loaded catalog per page and language.
const NAMESPACE_LOADERS = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export function hasNamespace(locale: Locale, namespace: string): boolean {
  return `../locales/${locale}/${namespace}.json` in NAMESPACE_LOADERS;
}

/** Adds the page catalogs a screen reads to i18next before it renders; missing files are skipped. */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      const load = NAMESPACE_LOADERS[`../locales/${locale}/${namespace}.json`];
      if (!load || i18n.hasResourceBundle(locale, namespace)) return;
      const catalog = await load();
      i18n.addResourceBundle(locale, namespace, catalog.default, true, true);
    }),
  );
}
