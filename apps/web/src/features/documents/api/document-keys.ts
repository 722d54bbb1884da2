import type { Locale } from '@camino/contracts';

/** The query keys of the documents; a saved or deleted document invalidates `documentKeys.all`. */
export const documentKeys = {
  all: ['documents'] as const,
  checklists: () => [...documentKeys.all, 'list'] as const,
  checklist: (locale: Locale) => [...documentKeys.checklists(), locale] as const,
  evidence: (locale: Locale) => [...documentKeys.all, 'evidence', locale] as const,
  language: (documentId: string) => [...documentKeys.all, 'language', documentId] as const,
  data: (documentId: string, locale: Locale) => [...documentKeys.all, 'data', documentId, locale] as const,
  check: (documentId: string) => [...documentKeys.all, 'check', documentId] as const,
  thumbnail: (uploadId: string) => [...documentKeys.all, 'thumbnail', uploadId] as const,
};
