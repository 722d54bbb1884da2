import type { Locale } from '@camino/contracts';

// Short words every running text of the language is full of, and the other language hardly uses.
const FUNCTION_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'you', 'your', 'to', 'of', 'for', 'with', 'is', 'are', 'if', 'we']),
  es: new Set(['el', 'la', 'los', 'las', 'que', 'de', 'del', 'su', 'sus', 'para', 'con', 'por', 'es', 'si']),
};

/** The language a running text is written in, told by its function words. */
export function languageOf(text: string): Locale {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const count = (locale: Locale) => words.filter((word) => FUNCTION_WORDS[locale].has(word)).length;
  return count('es') > count('en') ? 'es' : 'en';
}
