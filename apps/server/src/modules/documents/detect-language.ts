/**
 * The language of the text read from a document's pages, as ISO 639-1 (what the documents table and
 * the API speak), or `und` when the text is too short or in a language without a two-letter code.
 */
import { franc } from 'franc-min';

export const UNDETERMINED = 'und';

// franc answers ISO 639-3; these are the languages it knows that have an ISO 639-1 code.
const TWO_LETTER: Readonly<Record<string, string>> = {
  eng: 'en',
  spa: 'es',
  por: 'pt',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  nld: 'nl',
  ron: 'ro',
  pol: 'pl',
  ces: 'cs',
  hun: 'hu',
  swe: 'sv',
  tur: 'tr',
  rus: 'ru',
  ukr: 'uk',
  bel: 'be',
  bul: 'bg',
  srp: 'sr',
  hrv: 'hr',
  bos: 'bs',
  kaz: 'kk',
  uzn: 'uz',
  azj: 'az',
  arb: 'ar',
  pes: 'fa',
  urd: 'ur',
  pbu: 'ps',
  ckb: 'ku',
  hin: 'hi',
  mar: 'mr',
  npi: 'ne',
  ben: 'bn',
  tam: 'ta',
  tel: 'te',
  kan: 'kn',
  mal: 'ml',
  guj: 'gu',
  pan: 'pa',
  ori: 'or',
  sin: 'si',
  mya: 'my',
  tha: 'th',
  khm: 'km',
  lao: 'lo',
  vie: 'vi',
  ind: 'id',
  zlm: 'ms',
  jav: 'jv',
  sun: 'su',
  tgl: 'tl',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  ell: 'el',
  heb: 'he',
  amh: 'am',
  tir: 'ti',
  kat: 'ka',
  hye: 'hy',
  hau: 'ha',
  yor: 'yo',
  ibo: 'ig',
  swh: 'sw',
  som: 'so',
  zul: 'zu',
  xho: 'xh',
  kin: 'rw',
  run: 'rn',
  lin: 'ln',
  nya: 'ny',
  plt: 'mg',
  fuv: 'ff',
  qug: 'qu',
  zyb: 'za',
  sna: 'sn',
  aka: 'ak',
  hat: 'ht',
};

/** Fewer letters than this say too little to tell a language (franc's own advice is at least 10). */
const MIN_LETTERS = 20;

export function detectLanguage(text: string): string {
  const letters = text
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (letters.replace(/\s/g, '').length < MIN_LETTERS) return UNDETERMINED;
  return TWO_LETTER[franc(letters, { minLength: MIN_LETTERS })] ?? UNDETERMINED;
}

/** Captions an identity document prints in English beside its own language ("Apellidos / Surname"). */
const ENGLISH_CAPTIONS = [
  /\bPASSPORT\b/i,
  /\bSURNAMES?\b/i,
  /\bGIVEN NAMES?\b/i,
  /\bNATIONALITY\b/i,
  /\bDATE OF BIRTH\b/i,
  /\bPLACE OF BIRTH\b/i,
  /\bDATE OF ISSUE\b/i,
  /\bDATE OF EXPIRY\b/i,
  /\bAUTHORITY\b/i,
];

/**
 * The language a document is read in for its translation: English when its captions are printed in
 * English too (a bilingual passport, "PASAPORTE / PASSPORT", with its machine-readable zone, or three
 * English captions), since its English reader needs no translation of it; else the language detected.
 */
export function documentLanguage(text: string, mrzFound: boolean): string {
  const captions = ENGLISH_CAPTIONS.filter((caption) => caption.test(text)).length;
  if (captions >= 3 || (mrzFound && captions >= 1)) return 'en';
  return detectLanguage(text);
}
