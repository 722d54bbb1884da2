import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractReader } from './tesseract-reader';

/** A white page with black lines of text, as a phone photo of a printed page would be after cleaning. */
async function pageWithText(lines: readonly string[]): Promise<Uint8Array> {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${120 + lines.length * 60}">
    <rect width="100%" height="100%" fill="white"/>
    ${lines.map((line, i) => `<text x="60" y="${100 + i * 60}" font-family="DejaVu Sans, sans-serif" font-size="36" fill="black">${escape(line)}</text>`).join('')}
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg().toBuffer());
}

const languageDir = await mkdtemp(path.join(tmpdir(), 'ocr-'));
const reader = createTesseractReader({ languageDir });
afterAll(async () => {
  await reader.close();
  await rm(languageDir, { recursive: true, force: true });
});

describe('createTesseractReader', () => {
  it('reads English and Spanish text from a picture, without fetching anything', async () => {
    const english = await reader.readText(
      await pageWithText(['CERTIFICATE OF BIRTH', 'This is to certify that']),
    );
    expect(english).toMatch(/CERTIFICATE OF BIRTH/);
    const spanish = await reader.readText(
      await pageWithText(['ACTA DE NACIMIENTO', 'Nombre del niño: José Peña']),
    );
    expect(spanish).toMatch(/ACTA DE NACIMIENTO/);
    expect(spanish).toMatch(/niño/);
  }, 60_000);

  it('gives up a page past its budget, stopping the engine, and starts a new one for the next page', async () => {
    const hurried = createTesseractReader({ languageDir, pageBudgetMs: 1 });
    try {
      const page = await pageWithText(['CERTIFICATE OF BIRTH']);
      await expect(hurried.readText(page)).resolves.toBe('');
      await expect(hurried.readText(page)).resolves.toBe('');
    } finally {
      await hurried.close();
    }
  }, 60_000);
});
