/**
 * The package filed for a declaration written in Spanish: the Spanish original, the English
 * translation and the translator's certificate, in one PDF. It is refused while a section has no
 * translation or still holds an unedited machine draft: nothing machine-made is filed as certified.
 */
import { AppError } from '@camino/contracts';
import { PDFDocument } from 'pdf-lib';

export interface CertificateRequest {
  /** Left blank for the translator to write by hand. */
  readonly translatorName: string;
  readonly translatorAddress: string;
  readonly sourceLanguage: 'es';
  readonly documentTitle: string;
}

export type CertificateBuilder = (request: CertificateRequest) => Promise<Uint8Array>;

export interface PackageSection {
  readonly original: string;
  readonly translation: string | null;
  readonly machineDraft: boolean;
}

/** Why the package cannot be made yet, or null when it can. */
export function packageProblem(
  sections: readonly PackageSection[],
): 'translation.incomplete' | 'translation.unreviewed' | null {
  const written = sections.filter((section) => section.original.trim() !== '');
  if (written.length === 0 || written.some((section) => (section.translation ?? '').trim() === ''))
    return 'translation.incomplete';
  if (written.some((section) => section.machineDraft)) return 'translation.unreviewed';
  return null;
}

/**
 * The written sections whose English translation is not ready to file: missing, or a machine draft
 * the translator has not reviewed. Empty when the package can be made.
 */
export function untranslatedSections<T extends PackageSection>(sections: readonly T[]): T[] {
  return sections.filter(
    (section) =>
      section.original.trim() !== '' && ((section.translation ?? '').trim() === '' || section.machineDraft),
  );
}

export function assertPackageReady(sections: readonly PackageSection[]): void {
  const problem = packageProblem(sections);
  if (problem === null) return;
  throw new AppError('CONFLICT', {
    detail:
      problem === 'translation.incomplete'
        ? 'Every written section needs its English translation first.'
        : 'A machine draft must be reviewed by the translator before it is filed.',
    extensions: { reason: problem },
  });
}

/** The parts, in filing order, as one PDF. */
export async function joinPdfs(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const joined = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await joined.copyPages(source, source.getPageIndices())) joined.addPage(page);
  }
  return joined.save();
}
