import type { Locale } from '@camino/contracts';
import type { Version } from './declaration-pages';

/** The query keys of the declaration; a saved or drafted text updates everything under `declarationKeys.all`. */
export const declarationKeys = {
  all: ['declaration'] as const,
  text: (locale: Locale) => [...declarationKeys.all, locale] as const,
  recommendations: (locale: Locale) => [...declarationKeys.all, 'recommendations', locale] as const,
  translationFile: () => [...declarationKeys.all, 'translation-file'] as const,
  pages: (version: Version, stamp: string) => [...declarationKeys.all, 'pages', version, stamp] as const,
  page: (version: Version, page: number, stamp: string) =>
    [...declarationKeys.all, 'page', version, page, stamp] as const,
};
