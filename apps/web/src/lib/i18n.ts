import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@camino/contracts';

type Catalog = Record<string, unknown>;

// Each language is its own chunk so a page only downloads the catalog it shows.
const CATALOG_LOADERS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
};

export const i18n = i18next.createInstance();
let initialised: Promise<unknown> | null = null;

export function initI18n(locale: Locale, resources: Resource = {}): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return initialised;
}

/** Makes `locale` the active language, loading its catalog first when needed. */
export async function ensureLocale(locale: Locale): Promise<void> {
  await initI18n(locale);
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const catalog = await CATALOG_LOADERS[locale]();
    i18n.addResourceBundle(locale, 'translation', catalog.default, true, true);
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
