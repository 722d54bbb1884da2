/**
 * The 'where to sign' sheet, in the applicant's language: each page to sign by hand, where it is in
 * the package, who signs, and a picture of the page with the signature box marked.
 */
import type { Locale } from '@camino/contracts';
import { PDFDocument, rgb } from 'pdf-lib';
import type { SignPageContent } from './sign-pages';
import { embedTextFonts, LETTER, printable } from './text-pages';

export interface SignHereEntry {
  sign: SignPageContent;
  formTitle: string;
  /** 1-based page of the whole package. */
  packagePage: number;
  formPdf: PDFDocument;
}

const WORDS = {
  en: {
    title: 'Where to sign',
    intro:
      'USCIS rejects forms that are not signed by hand. Sign each page below inside the marked box, in black ink. Do not type, stamp or print your signature.',
    page: (form: string, page: number, packagePage: number) =>
      `${form}, page ${page} (page ${packagePage} of your package)`,
    who: 'Who signs:',
  },
  es: {
    title: 'Dónde firmar',
    intro:
      'USCIS rechaza los formularios que no están firmados a mano. Firme cada página de abajo dentro del recuadro marcado, con tinta negra. No escriba a máquina, no use sello ni imprima su firma.',
    page: (form: string, page: number, packagePage: number) =>
      `${form}, página ${page} (página ${packagePage} de su paquete)`,
    who: 'Quién firma:',
  },
} as const;

export async function buildSignHereSheet(
  entries: readonly SignHereEntry[],
  locale: Locale,
  now: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedTextFonts(doc);
  const words = WORDS[locale];
  const wrapWidth = 468;
  const drawWrapped = (page: ReturnType<PDFDocument['addPage']>, text: string, y: number, size: number) => {
    let line = '';
    let cursor = y;
    for (const word of printable(text).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fonts.regular.widthOfTextAtSize(candidate, size) > wrapWidth) {
        page.drawText(line, { x: 72, y: cursor, size, font: fonts.regular });
        cursor -= size * 1.35;
        line = word;
      } else line = candidate;
    }
    if (line) page.drawText(line, { x: 72, y: cursor, size, font: fonts.regular });
    return cursor - size * 1.35;
  };
  const intro = doc.addPage(LETTER);
  intro.drawText(words.title, { x: 72, y: 720, size: 20, font: fonts.bold });
  drawWrapped(intro, words.intro, 690, 12);
  for (const entry of entries) {
    const page = doc.addPage(LETTER);
    page.drawText(printable(words.page(entry.formTitle, entry.sign.page, entry.packagePage)).slice(0, 90), {
      x: 72,
      y: 740,
      size: 12,
      font: fonts.bold,
    });
    const after = drawWrapped(page, `${words.who} ${entry.sign.who[locale]}`, 720, 11);
    const source = entry.formPdf.getPage(entry.sign.page - 1);
    const embedded = await doc.embedPage(source);
    const scale = Math.min(400 / source.getWidth(), (after - 60) / source.getHeight());
    const width = source.getWidth() * scale;
    const height = source.getHeight() * scale;
    const x = (LETTER[0] - width) / 2;
    const y = after - 10 - height;
    page.drawPage(embedded, { x, y, width, height });
    page.drawRectangle({ x, y, width, height, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 0.5 });
    const box = entry.sign.box;
    page.drawRectangle({
      x: x + box.x * scale,
      y: y + (source.getHeight() - box.y - box.height) * scale,
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
