/**
 * The 'where to sign' sheet, in the applicant's language: each line to sign or date by hand, where it
 * is in the package, who writes there, and a picture of the filled page with the space marked.
 */
import type { Locale } from '@camino/contracts';
import { PDFDocument, rgb } from 'pdf-lib';
import { type PackageSignSpot, spotHeading } from './sign-spots';
import { embedTextFonts, LETTER, printable } from './text-pages';

export interface SignHereEntry {
  spot: PackageSignSpot;
  /** A picture of the filled package page (PNG), or null to draw the page itself. */
  picture: Uint8Array | null;
}

const WORDS = {
  en: {
    title: 'Where to sign',
    intro:
      'USCIS rejects forms that are not signed by hand. Sign or date each place below inside the marked box, in black ink. Do not type, stamp or print your signature.',
    count: (count: number) => `${count} ${count === 1 ? 'place' : 'places'} to sign or date.`,
    who: 'Who writes here:',
  },
  es: {
    title: 'Dónde firmar',
    intro:
      'USCIS rechaza los formularios que no están firmados a mano. Firme o escriba la fecha en cada lugar de abajo dentro del recuadro marcado, con tinta negra. No escriba a máquina, no use sello ni imprima su firma.',
    count: (count: number) => `${count} ${count === 1 ? 'lugar' : 'lugares'} para firmar o poner la fecha.`,
    who: 'Quién escribe aquí:',
  },
} as const;

export async function buildSignHereSheet(
  entries: readonly SignHereEntry[],
  packageDoc: PDFDocument,
  locale: Locale,
  now: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedTextFonts(doc);
  const words = WORDS[locale];
  const wrapWidth = 468;
  const drawWrapped = (
    page: ReturnType<PDFDocument['addPage']>,
    text: string,
    y: number,
    size: number,
    bold = false,
  ) => {
    const font = bold ? fonts.bold : fonts.regular;
    let line = '';
    let cursor = y;
    for (const word of printable(text).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > wrapWidth) {
        page.drawText(line, { x: 72, y: cursor, size, font });
        cursor -= size * 1.35;
        line = word;
      } else line = candidate;
    }
    if (line) page.drawText(line, { x: 72, y: cursor, size, font });
    return cursor - size * 1.35;
  };
  const intro = doc.addPage(LETTER);
  intro.drawText(words.title, { x: 72, y: 720, size: 20, font: fonts.bold });
  const below = drawWrapped(intro, words.intro, 690, 12);
  let cursor = drawWrapped(intro, words.count(entries.length), below - 6, 12, true) - 6;
  for (const entry of entries) {
    if (cursor < 90) break;
    cursor = drawWrapped(intro, `• ${spotHeading(entry.spot, locale)}`, cursor, 10);
  }
  for (const entry of entries) {
    const page = doc.addPage(LETTER);
    const after = drawWrapped(page, spotHeading(entry.spot, locale), 740, 12, true);
    const below = drawWrapped(page, `${words.who} ${entry.spot.who[locale]}`, after, 11);
    const source = packageDoc.getPage(entry.spot.packagePage - 1);
    const { width: sourceWidth, height: sourceHeight } = source.getSize();
    const scale = Math.min(400 / sourceWidth, (below - 60) / sourceHeight);
    const width = sourceWidth * scale;
    const height = sourceHeight * scale;
    const x = (LETTER[0] - width) / 2;
    const y = below - 10 - height;
    // The filled fields are widgets, which an embedded page would leave out: a picture shows them.
    if (entry.picture) page.drawImage(await doc.embedPng(entry.picture), { x, y, width, height });
    else page.drawPage(await doc.embedPage(source), { x, y, width, height });
    page.drawRectangle({ x, y, width, height, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 0.5 });
    const box = entry.spot.box;
    page.drawRectangle({
      x: x + box.x * scale,
      y: y + (sourceHeight - box.y - box.height) * scale,
      width: box.width * scale,
      height: box.height * scale,
      borderColor: rgb(0.8, 0, 0),
      borderWidth: 2.5,
    });
  }
  doc.setProducer('Camino');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  return doc.save();
}
