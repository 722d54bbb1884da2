import type { Locale } from '@camino/contracts';
import { apiBlob, apiRequest } from '../../lib/api-client';

export interface SectionText {
  text: string;
  machineDraft: boolean;
  updatedAt: string | null;
}

export interface DeclarationSection {
  key: string;
  title: string;
  prompts: string[];
  example: { vague: string; specific: string };
  minWords: number;
  incidents: boolean;
  optional: boolean;
  words: number;
  original: SectionText;
  translation: SectionText | null;
}

export interface Declaration {
  strategy: string;
  title: string;
  writtenIn: Locale | null;
  readOnly: boolean;
  machineTranslation: boolean;
  translationPackage: boolean;
  sections: DeclarationSection[];
}

export type RecommendationKind =
  | 'date-contradiction'
  | 'missing-person'
  | 'incident-without-date'
  | 'incident-without-place'
  | 'short-section'
  | 'advice';

export interface Recommendation {
  kind: RecommendationKind;
  section: string;
  sectionTitle: string;
  paragraph?: number;
  excerpt?: string;
  event?: string;
  declared?: string;
  formDate?: string;
  person?: string;
  name?: string;
  words?: number;
  minWords?: number;
  text?: string;
}

export type TextKind = 'original' | 'translation';
export type Version = 'original' | 'translation';

export const declarationQueryKey = (locale: Locale) => ['declaration', locale] as const;

export const getDeclaration = (locale: Locale, signal?: AbortSignal) =>
  apiRequest<Declaration>(`/declaration?lang=${locale}`, { auth: 'token', ...(signal ? { signal } : {}) });

export const chooseLanguage = (language: Locale) =>
  apiRequest<void>('/declaration/language', { method: 'PUT', body: { language }, auth: 'token' });

export const saveSectionText = (key: string, kind: TextKind, text: string) =>
  apiRequest<{ savedAt: string; words: number }>(
    `/declaration/sections/${key}${kind === 'translation' ? '/translation' : ''}`,
    { method: 'PUT', body: { text }, auth: 'token', retries: 0 },
  );

export const draftTranslation = (locale: Locale) =>
  apiRequest<Declaration>(`/declaration/translation/draft?lang=${locale}`, { method: 'POST', auth: 'token' });

export const recommendationsQueryKey = (locale: Locale) =>
  ['declaration', 'recommendations', locale] as const;

export const getRecommendations = (locale: Locale, signal?: AbortSignal) =>
  apiRequest<{ recommendations: Recommendation[] }>(`/declaration-recommendations?lang=${locale}`, {
    auth: 'token',
    ...(signal ? { signal } : {}),
  });

export const getPages = (version: Version, signal?: AbortSignal) =>
  apiRequest<{ pages: number }>(`/declaration/pages?version=${version}`, {
    auth: 'token',
    ...(signal ? { signal } : {}),
  });

export const getPageImage = (version: Version, page: number, signal?: AbortSignal) =>
  apiBlob(`/declaration/pages/${page}/image?version=${version}`, signal ? { signal } : {});

export const getPdf = (version: Version) => apiBlob(`/declaration/pdf?version=${version}`);

export const getTranslationPackage = () => apiBlob('/declaration/package');

export const translationFileQueryKey = ['declaration', 'translation-file'] as const;

export const getTranslationFileStatus = (signal?: AbortSignal) =>
  apiRequest<{ uploaded: boolean }>('/declaration/translation/file/status', {
    auth: 'token',
    ...(signal ? { signal } : {}),
  });

export const deleteTranslationFile = () =>
  apiRequest<{ uploaded: boolean }>('/declaration/translation/file', { method: 'DELETE', auth: 'token' });

export const getTranslationFile = () => apiBlob('/declaration/translation/file');
