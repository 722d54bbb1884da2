/**
 * Dates as people write them in a story, in English or Spanish: "14 February 2022", "February 14, 2022",
 * "14 de febrero de 2022", "febrero de 2022", "May 2021", "in 2019", "14/02/2022", "2022-02-14".
 * Each keeps only the precision it was written with, so "May 2021" agrees with any day in May 2021.
 */
export interface DateMention {
  readonly text: string;
  readonly year: number;
  readonly month?: number;
  readonly day?: number;
}

const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

const MONTH = `(${Object.keys(MONTHS).join('|')})`;
const YEAR = '((?:19|20)\\d{2})';
const DAY = '(\\d{1,2})';

interface Pattern {
  readonly regex: RegExp;
  readonly read: (match: RegExpExecArray, lang: 'en' | 'es') => Omit<DateMention, 'text'> | null;
}

const month = (name: string | undefined) => (name === undefined ? undefined : MONTHS[name.toLowerCase()]);

const PATTERNS: readonly Pattern[] = [
  {
    regex: new RegExp(`\\b${YEAR}-(\\d{2})-(\\d{2})\\b`, 'giu'),
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    // Day first in Spanish, month first in U.S. English.
    regex: new RegExp(`\\b${DAY}/${DAY}/${YEAR}\\b`, 'giu'),
    read: (m, lang) => {
      const [first, second] = [Number(m[1]), Number(m[2])];
      const [day, monthNumber] = lang === 'es' ? [first, second] : [second, first];
      return monthNumber >= 1 && monthNumber <= 12 ? { year: Number(m[3]), month: monthNumber, day } : null;
    },
  },
  {
    regex: new RegExp(
      `\\b${DAY}(?:st|nd|rd|th)?\\s+(?:de\\s+)?${MONTH}(?:,?\\s+(?:de(?:l)?\\s+)?|\\s+)${YEAR}\\b`,
      'giu',
    ),
    read: (m) => ({ year: Number(m[3]), month: month(m[2]), day: Number(m[1]) }),
  },
  {
    regex: new RegExp(`\\b${MONTH}\\s+${DAY}(?:st|nd|rd|th)?,?\\s+${YEAR}\\b`, 'giu'),
    read: (m) => ({ year: Number(m[3]), month: month(m[1]), day: Number(m[2]) }),
  },
  {
    regex: new RegExp(`\\b${MONTH}(?:,?\\s+(?:de(?:l)?\\s+)?|\\s+)${YEAR}\\b`, 'giu'),
    read: (m) => ({ year: Number(m[2]), month: month(m[1]) }),
  },
  { regex: new RegExp(`\\b${YEAR}\\b`, 'gu'), read: (m) => ({ year: Number(m[1]) }) },
];

/** Every date written in `text`, the most precise reading of each place first; overlapping readings dropped. */
export function findDateMentions(text: string, lang: 'en' | 'es'): DateMention[] {
  const taken: Array<[number, number]> = [];
  const found: Array<DateMention & { at: number }> = [];
  for (const { regex, read } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      const value = read(match as RegExpExecArray, lang);
      if (value === null) continue;
      taken.push([start, end]);
      found.push({ ...value, text: match[0], at: start });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...mention }) => mention);
}

/** Whether a stored ISO date (YYYY-MM-DD) falls within what the mention says, at the mention's precision. */
export function mentionAgrees(mention: DateMention, isoDate: string): boolean {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(isoDate);
  if (match === null) return true;
  if (Number(match[1]) !== mention.year) return false;
  if (mention.month !== undefined && Number(match[2]) !== mention.month) return false;
  if (mention.day !== undefined && match[3] !== undefined && Number(match[3]) !== mention.day) return false;
  return true;
}

/** A stored ISO date written for a reader: "14 February 2022" / "14 de febrero de 2022". */
export function formatIsoDate(isoDate: string, lang: 'en' | 'es'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (match === null) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
