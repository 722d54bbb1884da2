/**
 * `npm run bench` figure: reading a photographed page, the work the language job does after a
 * document is saved — OCR of the page (tesseract.js, English and Spanish data), then the language
 * identified from the text and the values printed on it found.
 */
// A bench entry reaches routes through module indexes; the app's Fastify decorations type them.
import type {} from '../../app';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTesseractReader } from '../../adapters/ocr';
import { detectLanguage } from './detect-language';
import { readPageValues } from './read-page-values';

const BIRTH_CERTIFICATE = [
  'REPUBLICA DE GUATEMALA',
  'REGISTRO NACIONAL DE LAS PERSONAS',
  'CERTIFICADO DE NACIMIENTO',
  'Nombres: Ana Lucia',
  'Apellidos: Perez Garcia',
  'Fecha de nacimiento: 10/06/2015',
  'Lugar de nacimiento: Quetzaltenango, Guatemala',
  'Nombre de la madre: Maria Garcia Lopez',
  'Nombre del padre: Jose Perez Ramirez',
  'El infrascrito registrador civil certifica que',
  'los datos anteriores concuerdan con la partida',
  'inscrita en el libro correspondiente de este registro.',
];

/** A phone photo of a printed certificate as the upload keeps it (3000 px on the long side), as a JPEG. */
async function pagePhoto(): Promise<Buffer> {
  const [width, height] = [2250, 3000];
  const text = BIRTH_CERTIFICATE.map(
    (line, i) =>
      `<text x="140" y="${260 + i * 120}" font-size="56" font-family="serif" fill="#1a1a1a">${line}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f1ede3"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export interface DocumentReadingFigures {
  /** The first page: the engine started and its language data loaded. */
  firstPageMs: number;
  runs: number;
  medianMs: number;
  worstMs: number;
  language: string;
  valuesFound: number;
}

export async function measureDocumentReading(runs = 3): Promise<DocumentReadingFigures> {
  const photo = await pagePhoto();
  const languageDir = await mkdtemp(path.join(tmpdir(), 'camino-bench-ocr-'));
  const reader = createTesseractReader({ languageDir });
  try {
    const readPage = async () => {
      const text = await reader.readText(photo);
      return { language: detectLanguage(text), values: readPageValues('birth_certificate', text).values };
    };
    let started = performance.now();
    let last = await readPage();
    const firstPageMs = Math.round(performance.now() - started);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      started = performance.now();
      last = await readPage();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      firstPageMs,
      runs,
      medianMs: Math.round(times[Math.floor(runs / 2)]!),
      worstMs: Math.round(times.at(-1)!),
      language: last.language,
      valuesFound: Object.keys(last.values).length,
    };
  } finally {
    await reader.close();
    await rm(languageDir, { recursive: true, force: true });
  }
}
