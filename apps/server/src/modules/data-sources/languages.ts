import type { DataOption } from '@camino/contracts';
import iso6391 from 'iso-639-1';
import { displayNames, type Lang, sortByLabel } from './display-names';

const CODES = iso6391.getAllCodes();

/** Languages as ISO 639-1 codes with their names in `lang`. */
export function listLanguages(lang: Lang): DataOption[] {
  const name = displayNames(lang, 'language');
  return sortByLabel(
    CODES.map((code) => ({ value: code, label: name(code) })),
    lang,
  );
}
