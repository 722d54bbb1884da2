/**
 * Where a generated PDF (a declaration, a translator's certificate) is to be signed or dated by hand,
 * kept inside the PDF itself so that whoever files it (the package) finds every line to sign on the
 * very pages it prints, without re-reading the text.
 */
import { PDFHexString, PDFName, type PDFDocument, PDFString } from 'pdf-lib';
import { z } from 'zod';

const KEY = PDFName.of('CaminoSignSpots');

export const signSpotSchema = z.object({
  /** 1-based page of the document the spot is on. */
  page: z.number().int().positive(),
  /** 1-based page of the file that holds the document, when it was joined after others. */
  at: z.number().int().positive().optional(),
  /** The space to write in, in PDF points from the top left of the page. */
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  who: z.enum(['applicant', 'translator']),
  /** What is written there. */
  mark: z.enum(['signature', 'date']),
  /** The document it belongs to, named in both languages ("Declaration", "Declaración"). */
  document: z.object({ en: z.string(), es: z.string() }),
});
export type SignSpot = z.infer<typeof signSpotSchema>;

/** Records the spots in the document; call before `save()`. */
export function recordSignSpots(doc: PDFDocument, spots: readonly SignSpot[]): void {
  doc.catalog.set(KEY, PDFHexString.fromText(JSON.stringify(spots)));
}

/** The spots a document recorded, or none. */
export function readSignSpots(doc: PDFDocument): SignSpot[] {
  const value = doc.catalog.lookup(KEY);
  if (!(value instanceof PDFHexString || value instanceof PDFString)) return [];
  try {
    const parsed = z.array(signSpotSchema).safeParse(JSON.parse(value.decodeText()));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A spot of a document joined into a larger file `offset` pages in: its own page number stays. */
export const shiftSpot = (spot: SignSpot, offset: number): SignSpot => ({
  ...spot,
  at: (spot.at ?? spot.page) + offset,
});
