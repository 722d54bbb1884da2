import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { FontFor } from './fill-form';

const require = createRequire(import.meta.url);

// The package is CommonJS: Node hands it over as the default export, bundlers as the namespace.
const fontkit = (fontkitModule as unknown as { default?: typeof fontkitModule }).default ?? fontkitModule;

/**
 * Fonts for a name written in the applicant's own alphabet (I-589 Part D), from the Noto families
 * shipped as npm packages, tried in this order. Each file covers one script; the first that has a
 * glyph for every character is embedded (subset), so nothing is fetched at run time. Scripts that
 * need shaping or run right to left (Arabic, Hebrew, Indic) are left out: pdf-lib draws them broken,
 * so such a name is left for the applicant to write by hand.
 */
const FONT_FILES = [
  '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff',
  '@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-400-normal.woff',
  '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff',
] as const;

interface LoadedFont {
  readonly bytes: Uint8Array;
  readonly covers: (codePoint: number) => boolean;
}

let fonts: Promise<LoadedFont[]> | undefined;

async function loadFonts(): Promise<LoadedFont[]> {
  return Promise.all(
    FONT_FILES.map(async (file) => {
      const bytes = new Uint8Array(await readFile(require.resolve(file)));
      const font = fontkit.create(bytes);
      return { bytes, covers: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
    }),
  );
}

/** Characters drawn without ink: spaces and marks need no glyph of their own to be readable. */
const needsGlyph = (codePoint: number): boolean =>
  codePoint > 0x20 && !(codePoint >= 0x200b && codePoint <= 0x200f);

/** Embeds the first shipped font able to draw every character of `text`, or null when none can. */
export const nativeScriptFont: FontFor = async (doc: PDFDocument, text: string): Promise<PDFFont | null> => {
  fonts ??= loadFonts().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  const codePoints = [...text].map((char) => char.codePointAt(0)!).filter(needsGlyph);
  const found = (await fonts).find((font) => codePoints.every(font.covers));
  if (found === undefined) return null;
  doc.registerFontkit(fontkit);
  return doc.embedFont(found.bytes, { subset: true });
};
