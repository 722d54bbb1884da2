/**
 * `npm run bench` figure: assembling a 100-page package with images (the I-589 filled, and documents
 * made of stored phone photos, each page one JPEG as the upload pipeline keeps it), and the process's
 * peak memory while doing it.
 */
// A bench entry reaches routes through module indexes; the app's Fastify decorations type them.
import type {} from '../../app';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { assemblePackage } from './assemble-package';
import { loadSignPages } from './sign-pages';

const LETTER_WIDTH = 612;

/** A document of `pages` photographed pages, drawn at letter width as the documents module does. */
async function photographedDocument(pages: number, seed: number): Promise<Uint8Array> {
  const photo = await sharp({
    create: {
      width: 1700,
      height: 2200,
      channels: 3,
      background: '#eee',
      noise: { type: 'gaussian', mean: 220, sigma: 20 + seed },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const doc = await PDFDocument.create({ updateMetadata: false });
  const image = await doc.embedJpg(photo);
  const scale = LETTER_WIDTH / image.width;
  for (let index = 0; index < pages; index += 1) {
    const page = doc.addPage([LETTER_WIDTH, image.height * scale]);
    page.drawImage(image, { x: 0, y: 0, width: LETTER_WIDTH, height: image.height * scale });
  }
  return doc.save();
}

export interface PackageAssemblyFigure {
  pages: number;
  ms: number;
  peakRssMb: number;
  bytes: number;
}

export async function measurePackageAssembly(contentDir: string): Promise<PackageAssemblyFigure> {
  const form = await readFile(path.join(contentDir, 'forms', 'i-589', 'i-589.pdf'));
  // 12 form pages + letter, index and tabs; the rest are photographed document pages.
  const exhibits = await Promise.all(
    [20, 20, 20, 15, 6].map(async (pages, index) => ({
      title: `Exhibit ${index + 1}`,
      pdf: await photographedDocument(pages, index),
    })),
  );
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const assembled = await assemblePackage({
    locale: 'en',
    date: new Date('2026-11-25T12:00:00Z'),
    applicantName: 'Bench Applicant',
    returnAddress: [],
    officeAddress: ['USCIS', 'P.O. Box 6893', 'Chicago, IL 60680'],
    forms: [{ id: 'i-589', title: { en: 'Application for Asylum', es: 'Solicitud de asilo' }, pdf: form }],
    declaration: null,
    exhibits,
    signPages: await loadSignPages(contentDir),
  });
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    pages: assembled.pageCount,
    ms,
    peakRssMb: Math.round(peak / 1024 / 1024),
    bytes: assembled.parts.reduce((sum, part) => sum + part.bytes.byteLength, 0),
  };
}
