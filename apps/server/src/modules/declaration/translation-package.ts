/**
 * The package filed for a declaration written in Spanish: the Spanish original, the English
 * translation and the translator's certificate, in one PDF. It is refused while a section has no
 * translation, still holds an unedited machine draft, or translates an earlier version of the
 * original: a certificate is made only for a current translation.
 */
import { AppError } from '@camino/contracts';
import { PDFDocument } from 'pdf-lib';
import { readSignSpots, recordSignSpots, shiftSpot, type SignSpot } from '../../lib/sign-spots';
import { type DeclarationTranslation, translationProblem } from './translation-state';

export interface CertificateRequest {
  /** Left blank for the translator to write by hand. */
  readonly translatorName: string;
  readonly translatorAddress: string;
  readonly sourceLanguage: 'es';
  readonly documentTitle: string;
}

export type CertificateBuilder = (request: CertificateRequest) => Promise<Uint8Array>;

/** Refuses the package while what would be filed is not a current translation a person wrote or reviewed. */
export function assertTranslationReady(translation: DeclarationTranslation): void {
  const problem = translationProblem(translation);
  if (problem === null) return;
  const details = {
    'translation.incomplete': 'Every written section needs its English translation first.',
    'translation.unreviewed': 'A machine draft must be reviewed by the translator before it is filed.',
    'translation.outOfDate':
      'The declaration changed after it was translated: the translation must be brought up to date first.',
  } as const;
  throw new AppError('CONFLICT', { detail: details[problem], extensions: { reason: problem } });
}

/** The parts, in filing order, as one PDF, keeping each part's lines to sign on their new pages. */
export async function joinPdfs(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const joined = await PDFDocument.create();
  const spots: SignSpot[] = [];
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const offset = joined.getPageCount();
    spots.push(...readSignSpots(source).map((spot) => shiftSpot(spot, offset)));
    for (const page of await joined.copyPages(source, source.getPageIndices())) joined.addPage(page);
  }
  recordSignSpots(joined, spots);
  return joined.save();
}
