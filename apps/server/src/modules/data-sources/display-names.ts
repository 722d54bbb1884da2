import type { DataOption } from '@camino/contracts';

export type Lang = 'en' | 'es';

/** Options sorted by their label as a speaker of the language would (Á next to A). */
export function sortByLabel(options: DataOption[], lang: Lang): DataOption[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/** Names from ICU, shipped with Node: nothing to download or keep in sync. */
export function displayNames(lang: Lang, type: 'region' | 'language'): (code: string) => string {
  const names = new Intl.DisplayNames([lang], { type, fallback: 'code' });
  return (code) => names.of(code) ?? code;
}
