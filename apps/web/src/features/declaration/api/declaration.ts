import {
  declarationSavedSchema,
  type DeclarationView,
  declarationViewSchema,
  type Locale,
} from '@camino/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';

export type { DeclarationSection, SectionText } from '@camino/contracts';
export type Declaration = DeclarationView;
export type TextKind = 'original' | 'translation';

export const getDeclaration = (locale: Locale, signal?: AbortSignal) =>
  apiRequest(`/declaration?lang=${locale}`, {
    schema: declarationViewSchema,
    auth: 'token',
    signal,
  });

export const chooseLanguage = (language: Locale) =>
  apiSend('/declaration/language', { method: 'PUT', body: { language }, auth: 'token' });

/**
 * Saves one section's text. A translation is sent with the revision of the original the translator
 * saw (`translates`), so a change made to the original meanwhile leaves it out of date.
 */
export const saveSectionText = (key: string, kind: TextKind, text: string, translates?: string) =>
  apiRequest(`/declaration/sections/${key}${kind === 'translation' ? '/translation' : ''}`, {
    schema: declarationSavedSchema,
    method: 'PUT',
    body: translates === undefined ? { text } : { text, translates },
    auth: 'token',
    retries: 0,
  });

export const draftTranslation = (locale: Locale) =>
  apiRequest(`/declaration/translation/draft?lang=${locale}`, {
    schema: declarationViewSchema,
    method: 'POST',
    auth: 'token',
  });
