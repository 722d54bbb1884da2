import type { Locale } from '@camino/contracts';

/** The query keys of the filled forms; a saved answer invalidates `formKeys.all`. */
export const formKeys = {
  all: ['forms'] as const,
  sectionsOfAnyLanguage: () => [...formKeys.all, 'sections'] as const,
  sections: (lang: Locale) => [...formKeys.sectionsOfAnyLanguage(), lang] as const,
  pages: (form: string) => [...formKeys.all, 'pages', form] as const,
  pageImage: (form: string, page: number, version: number) =>
    [...formKeys.all, 'page-image', form, page, version] as const,
};
