/**
 * Values printed on an I-94 and on birth and marriage certificates, found in the text read from the
 * page by their labels ("Class of Admission:", "Fecha de nacimiento:"). OCR text is noisy and layouts
 * differ from one registry to the next, so a value is given only when its label and its shape are
 * both found; the applicant confirms or corrects every value.
 */
import type { DocumentValues } from '@camino/contracts';
import countries from 'i18n-iso-countries';

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, january: 1, ene: 1, enero: 1,
  feb: 2, february: 2, febrero: 2,
  mar: 3, march: 3, marzo: 3,
  apr: 4, april: 4, abr: 4, abril: 4,
  may: 5, mayo: 5,
  jun: 6, june: 6, junio: 6,
  jul: 7, july: 7, julio: 7,
  aug: 8, august: 8, ago: 8, agosto: 8,
  sep: 9, sept: 9, september: 9, septiembre: 9, setiembre: 9,
  oct: 10, october: 10, octubre: 10,
  nov: 11, november: 11, noviembre: 11,
  dec: 12, december: 12, dic: 12, diciembre: 12,
}; // prettier-ignore

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2100) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * A date as printed: `2024-03-15`, `2024 March 15`, `March 15, 2024`, `15 de marzo de 2024`,
 * `15 MAR 2024`, or numbers with slashes, read month first on an English document (the U.S. way)
 * and day first otherwise, unless one of the two is over 12.
 */
export function parsePrintedDate(text: string, monthFirst: boolean): string | undefined {
  const t = plain(text);
  let m = /(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(\d{4})\s+([a-z]{3,10})\.?\s+(\d{1,2})\b/.exec(t);
  if (m && MONTHS[m[2]!]) return iso(Number(m[1]), MONTHS[m[2]!]!, Number(m[3]));
  m = /\b([a-z]{3,10})\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(t);
  if (m && MONTHS[m[1]!]) return iso(Number(m[3]), MONTHS[m[1]!]!, Number(m[2]));
  m = /\b(\d{1,2})(?:\s+de)?\s+([a-z]{3,10})\.?(?:\s+(?:de|del))?\s+(\d{4})/.exec(t);
  if (m && MONTHS[m[2]!]) return iso(Number(m[3]), MONTHS[m[2]!]!, Number(m[1]));
  m = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(t);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const dayFirst = a > 12 || (b <= 12 && !monthFirst);
    return dayFirst ? iso(year, b, a) : iso(year, a, b);
  }
  return undefined;
}

/** The rest of the line after the first label that matches, without the colon. */
function afterLabel(text: string, labels: readonly RegExp[]): string | undefined {
  for (const line of text.split(/\r?\n/)) {
    const folded = plain(line);
    for (const label of labels) {
      const m = label.exec(folded);
      if (!m) continue;
      const value = line
        .slice(m.index + m[0].length)
        .replace(/^[\s:.\-–]+/, '')
        .trim();
      if (value !== '') return value;
    }
  }
  return undefined;
}

const nameValue = (value: string | undefined) => {
  const cleaned = value
    ?.replace(/[^\p{L}\s'.-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned && cleaned.length >= 2 ? cleaned : undefined;
};

let countryNames: Map<string, string> | undefined;

/** An English or Spanish country name, or an ISO code, as ISO 3166-1 alpha-3. */
export function countryCode(name: string): string | undefined {
  if (!countryNames) {
    countryNames = new Map();
    for (const locale of ['en', 'es']) {
      const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      for (const alpha2 of Object.keys(countries.getAlpha2Codes())) {
        const alpha3 = countries.alpha2ToAlpha3(alpha2);
        const shown = names.of(alpha2);
        if (alpha3 && shown) countryNames.set(plain(shown), alpha3);
      }
    }
  }
  const key = plain(name)
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^[a-z]{3}$/.test(key) && countries.isValid(key.toUpperCase())) return key.toUpperCase();
  return countryNames.get(key);
}

/** "Ciudad de Guatemala, Guatemala" as a city and a country; a lone country name is just the country. */
function place(value: string | undefined): { city?: string; country?: string } {
  if (!value) return {};
  const parts = value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length > 0 ? countryCode(parts[parts.length - 1]!) : undefined;
  const cityParts = country ? parts.slice(0, -1) : parts;
  const city = nameValue(cityParts.join(', '));
  return { ...(city ? { city } : {}), ...(country ? { country } : {}) };
}

const defined = (values: DocumentValues): DocumentValues =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as DocumentValues;

/** The most recent I-94 as CBP's website prints it, or a paper I-94's record number. */
export function readI94(text: string): DocumentValues {
  const numberLine = afterLabel(text, [/record\s*(number|no\.?|#)/, /i-?94\s*(number|no\.?|#)/]);
  const number = /\b(\d{9}[a-z]\d|\d{11})\b/i.exec(numberLine ?? text)?.[1]?.toUpperCase();
  const admitted = afterLabel(text, [
    /date of (entry|admission)/,
    /admitted on/,
    /fecha de (entrada|admision)/,
  ]);
  const klass = afterLabel(text, [/class of admission/, /clase de admision/]);
  return defined({
    i94_number: number,
    i94_admission_date: admitted && parsePrintedDate(admitted, true),
    i94_admission_class: klass && /^([A-Z][A-Z0-9-]{0,5})\b/i.exec(klass)?.[1]?.toUpperCase(),
  });
}

/** A birth certificate's child's names, date and place of birth (Spanish or English labels). */
export function readBirthCertificate(text: string, monthFirst: boolean): DocumentValues {
  const given = afterLabel(text, [
    /^\s*nombres?( del (nino|nina|inscrito|registrado))?\b/,
    /given names?/,
    /first name/,
  ]);
  const family = afterLabel(text, [/^\s*apellidos?\b/, /family names?/, /last name/, /surname/]);
  const date = afterLabel(text, [/fecha de nacimiento/, /date of birth/, /birth date/, /nacio el/]);
  const where = place(
    afterLabel(text, [/lugar de nacimiento/, /place of birth/, /birthplace/, /^\s*lugar\b/]),
  );
  return defined({
    birth_cert_given_names: nameValue(given),
    birth_cert_family_name: nameValue(family),
    birth_cert_date: date && parsePrintedDate(date, monthFirst),
    birth_cert_city: where.city,
    birth_cert_country: where.country,
  });
}

/** A marriage certificate's two spouses, date and place of the marriage (Spanish or English labels). */
export function readMarriageCertificate(text: string, monthFirst: boolean): DocumentValues {
  const first = afterLabel(text, [
    /^\s*(contrayente|conyuge) (1|uno)\b/,
    /^\s*esposo\b/,
    /^\s*(husband|groom)\b/,
    /^\s*(spouse|party) (1|a)\b/,
  ]);
  const second = afterLabel(text, [
    /^\s*(contrayente|conyuge) (2|dos)\b/,
    /^\s*esposa\b/,
    /^\s*(wife|bride)\b/,
    /^\s*(spouse|party) (2|b)\b/,
  ]);
  const date = afterLabel(text, [
    /fecha (del matrimonio|de matrimonio|de (la )?celebracion)/,
    /date of (marriage|ceremony)/,
    /^\s*fecha\b/,
  ]);
  const where = place(
    afterLabel(text, [
      /lugar (del matrimonio|de matrimonio|de (la )?celebracion)/,
      /place of (marriage|ceremony)/,
      /^\s*lugar\b/,
    ]),
  );
  return defined({
    marriage_spouse_1_name: nameValue(first),
    marriage_spouse_2_name: nameValue(second),
    marriage_date: date && parsePrintedDate(date, monthFirst),
    marriage_city: where.city,
    marriage_country: where.country,
  });
}
