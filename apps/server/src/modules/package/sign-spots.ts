/**
 * Every line of the filed package that is signed or dated by hand: the forms' signature pages, their
 * continuation sheets when written on, the declaration (and its translation) and the translator's
 * certificate. Drawn from the assembled package, so each names the page it is on.
 */
import type { Locale } from '@camino/contracts';
import type { SignSpot } from '../../lib/sign-spots';
import type { SignPageContent } from './sign-pages';

type Bilingual = { en: string; es: string };

export interface PackageSignSpot {
  /** Stable across builds of the same case: the photo check names it. */
  id: string;
  /** The document the page belongs to ("Form I-589", "Declaration (English translation)"). */
  document: Bilingual;
  /** 1-based page within that document. */
  page: number;
  /** 1-based page of the whole package. */
  packagePage: number;
  who: Bilingual;
  mark: 'signature' | 'date' | 'signature-date';
  /** The space to write in, in PDF points from the top left of the page. */
  box: { x: number; y: number; width: number; height: number };
}

export interface SignedForm {
  id: string;
  formId: string;
  document: Bilingual;
  /** 1-based package page of the form's first page. */
  start: number;
  pageCount: number;
  /** The pages of the printed form, before any sheet added after it. */
  printedPages: number;
  continued: boolean;
}

const WHO: Record<SignSpot['who'], Bilingual> = {
  applicant: { en: 'You, the declarant.', es: 'Usted, quien declara.' },
  translator: {
    en: 'Your translator, who signs by hand and writes the date.',
    es: 'Su traductor o traductora, que firma a mano y escribe la fecha.',
  },
};

/** The sign pages of one form copy: its signature pages, and its continuation sheets when written on. */
export function formSignSpots(form: SignedForm, content: readonly SignPageContent[]): PackageSignSpot[] {
  const suffix = form.id === form.formId ? '' : form.id.slice(form.formId.length);
  return content
    .filter((sign) => sign.form === form.formId && sign.page <= form.pageCount)
    .flatMap((sign) => {
      if (sign.each_sheet && !form.continued) return [];
      const pages = sign.each_sheet
        ? [sign.page, ...Array.from({ length: form.pageCount - form.printedPages }, (_, i) => form.printedPages + 1 + i)]
        : [sign.page];
      return pages.map((page) => ({
        id: `${sign.id}${suffix}${page === sign.page ? '' : `-sheet-${page}`}`,
        document: form.document,
        page,
        packagePage: form.start + page - 1,
        who: sign.who,
        mark: sign.each_sheet ? ('signature-date' as const) : ('signature' as const),
        box: sign.box,
      }));
    });
}

/** The lines a generated document recorded, placed at its pages in the package. */
export function documentSignSpots(idPrefix: string, start: number, spots: readonly SignSpot[]): PackageSignSpot[] {
  return spots.map((spot, index) => ({
    id: `${idPrefix}-${spot.at ?? spot.page}-${spot.mark}-${index + 1}`,
    document: spot.document,
    page: spot.page,
    packagePage: start + (spot.at ?? spot.page) - 1,
    who: WHO[spot.who],
    mark: spot.mark,
    box: spot.box,
  }));
}

const MARK: Record<PackageSignSpot['mark'], Bilingual> = {
  signature: { en: 'signature', es: 'firma' },
  date: { en: 'date', es: 'fecha' },
  'signature-date': { en: 'signature and date', es: 'firma y fecha' },
};

/** "Declaration, page 3 (page 41 of your package): date". */
export function spotHeading(spot: PackageSignSpot, locale: Locale): string {
  return locale === 'es'
    ? `${spot.document.es}, página ${spot.page} (página ${spot.packagePage} de su paquete): ${MARK[spot.mark].es}`
    : `${spot.document.en}, page ${spot.page} (page ${spot.packagePage} of your package): ${MARK[spot.mark].en}`;
}
