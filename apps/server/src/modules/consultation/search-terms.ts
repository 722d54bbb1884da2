import type { ConsultationLanguage } from '@camino/contracts';

// Words that carry no meaning for the search; questions are short, so they would otherwise dominate.
const STOP_WORDS: Record<ConsultationLanguage, ReadonlySet<string>> = {
  en: new Set(
    'a an and are as at be by can could do does for from how i if in is it me my of on or should so that the their them there this to was what when where which who will with would you your'.split(
      ' ',
    ),
  ),
  es: new Set(
    'a al como con cual cuales cuando de del donde el ella ellos en es esta este esto la las le les lo los me mi mis o para pero por que quien se si sin sobre su sus te tu un una y ya yo'.split(
      ' ',
    ),
  ),
};

/** Lower case without accents, so `cuándo` finds `cuando` and `días` finds `dias`. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A search term as indexed and queried: folded, stop words dropped, a plural `s` removed. */
export function searchTerm(term: string, language: ConsultationLanguage): string | null {
  const folded = foldText(term);
  if (folded.length < 2 || STOP_WORDS[language].has(folded)) return null;
  return folded.length > 4 && folded.endsWith('s') ? folded.slice(0, -1) : folded;
}
