import type { Locale } from '@camino/contracts';

/** The query keys of the final review; a confirmed section or an approval invalidates `reviewKeys.all`. */
export const reviewKeys = {
  all: ['review'] as const,
  state: (lang: Locale) => [...reviewKeys.all, 'state', lang] as const,
  requests: () => [...reviewKeys.all, 'requests'] as const,
  package: (lang: Locale) => [...reviewKeys.all, 'package', lang] as const,
  instructions: (lang: Locale) => [...reviewKeys.all, 'instructions', lang] as const,
  signPages: (lang: Locale) => [...reviewKeys.all, 'sign-pages', lang] as const,
  packagePage: (page: number) => [...reviewKeys.all, 'package-page', page] as const,
};
