/**
 * A passport's machine-readable zone (two lines of 44 characters at the foot of the data page), found
 * in the text read from the page and parsed with the maintained `mrz` package. Only fields whose check
 * digits hold are used to prefill: OCR misreads are common, and the applicant confirms every value.
 */
import type { DocumentValues } from '@camino/contracts';
import { parse } from 'mrz';

const TD3_LINE = /^[A-Z0-9<]{44}$/;

function mrzLines(text: string): [string, string] | null {
  const lines = text
    .toUpperCase()
    .split(/\r?\n/)
    // OCR reads the filler '<' as '«', 'K' or spaced out; the zone never has spaces.
    .map((line) => line.replace(/[«‹]/g, '<').replace(/\s+/g, ''))
    .filter((line) => line.length >= 40);
  for (let i = 0; i + 1 < lines.length; i++) {
    const first = lines[i]!;
    if (!first.startsWith('P')) continue;
    const pad = (line: string) => line.slice(0, 44).padEnd(44, '<');
    const [a, b] = [pad(first), pad(lines[i + 1]!)];
    if (TD3_LINE.test(a) && TD3_LINE.test(b)) return [a, b];
  }
  return null;
}

/** YYMMDD to YYYY-MM-DD; a birth date is never in the future, an expiry date is within this century. */
function isoDate(value: string | null, kind: 'birth' | 'expiry', today: Date): string | undefined {
  if (!value || !/^\d{6}$/.test(value)) return undefined;
  const yy = Number(value.slice(0, 2));
  const thisYear = today.getUTCFullYear() % 100;
  const century = kind === 'birth' ? (yy > thisYear ? 1900 : 2000) : 2000;
  return `${century + yy}-${value.slice(2, 4)}-${value.slice(4, 6)}`;
}

export interface MrzReading {
  /** The zone was found; `values` holds the fields whose check digits hold. */
  found: boolean;
  values: DocumentValues;
}

export function readMrz(text: string, today = new Date()): MrzReading {
  const lines = mrzLines(text);
  if (!lines) return { found: false, values: {} };
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return { found: false, values: {} };
  }
  const valid = new Set(result.details.filter((detail) => detail.valid).map((detail) => detail.field));
  const field = (name: keyof typeof result.fields) =>
    valid.has(name) ? (result.fields[name] ?? undefined) : undefined;
  const sex = field('sex');
  const values: DocumentValues = {
    passport_number: field('documentNumber'),
    passport_country: field('issuingState'),
    passport_nationality: field('nationality'),
    passport_family_name: field('lastName'),
    passport_given_names: field('firstName'),
    passport_birth_date: isoDate(field('birthDate') ?? null, 'birth', today),
    passport_expiry_date: isoDate(field('expirationDate') ?? null, 'expiry', today),
    passport_sex: sex === 'male' ? 'M' : sex === 'female' ? 'F' : undefined,
  };
  return {
    found: true,
    values: Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as DocumentValues,
  };
}
