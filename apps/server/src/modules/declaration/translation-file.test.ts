import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { documentPhoto } from '../documents/test-support';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import { type CertificateRequest, createDeclarationModule } from './index';

let t: AuthTestApp;
let writer: PaidApplicant;

async function onePagePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 40, y: 700, size: 10, font });
  return doc.save();
}

const stubCertificate = (request: CertificateRequest) =>
  onePagePdf(`CERTIFICATE OF TRANSLATION for ${request.documentTitle}`);

function pdfText(bytes: Uint8Array | Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'declaration-upload-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createAuthTestApp({
    replaceModule: (module) =>
      module.name === 'declaration' ? createDeclarationModule({ certificate: stubCertificate }) : module,
  });
  writer = await paidApplicant(t, 'asylum');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const json = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: writer.headers, ...(payload ? { payload } : {}) });

const upload = (bytes: Uint8Array | Buffer, type: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/declaration/translation/file',
    headers: { ...writer.headers, 'content-type': type },
    payload: Buffer.from(bytes),
  });

describe("the translator's uploaded translation", () => {
  it('is refused for an English declaration', async () => {
    const refused = await upload(await onePagePdf('I was born in 1990.'), 'application/pdf');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'translation.notNeeded' });
  });

  it('refuses what is not a PDF, JPG or PNG, and what cannot be opened, saying why', async () => {
    await json('PUT', '/declaration/language', { language: 'es' });
    const text = await upload(Buffer.from('just words'), 'application/pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ reason: 'upload.unsupportedType' });
    const broken = await upload(Buffer.from('%PDF-1.7 then nothing'), 'application/pdf');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ reason: 'upload.unreadable' });
    const spanish = await upload(
      await onePagePdf(
        'Me llamo Ana y vivo en Houston con mis hijos. El dia que me fui de la casa mi esposo me amenazo con llamar a inmigracion.',
      ),
      'application/pdf',
    );
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({ reason: 'translation.notEnglish' });
    const tooLarge = await upload(Buffer.alloc(6 * 1024 * 1024 + 10, 0x25), 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
  });

  it('is carried by the package instead of the typed text, and can be deleted', async () => {
    await json('PUT', '/declaration/sections/what_happened', { text: 'Me amenazaron en 2021.' });
    const incomplete = await json('GET', '/declaration/package');
    expect(incomplete.statusCode).toBe(409);

    const saved = await upload(
      await onePagePdf(
        'UPLOADED ENGLISH TRANSLATION. My name is Ana and I live in Houston with my children. On the day I left, my husband threatened to call immigration.',
      ),
      'application/pdf',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ uploaded: true, standing: 'current' });
    expect((await json('GET', '/declaration/translation/file')).statusCode).toBe(200);
    expect((await json('GET', '/declaration/translation/file/status')).json()).toEqual({
      uploaded: true,
      standing: 'current',
    });

    const ready = await json('GET', '/declaration/package');
    expect(ready.statusCode, ready.body).toBe(200);
    const text = pdfText(ready.rawPayload);
    expect(text).toContain('Me amenazaron en 2021.');
    expect(text).toContain('UPLOADED ENGLISH TRANSLATION');
    expect(text).toContain('CERTIFICATE OF TRANSLATION');

    // The story changes after the file was uploaded: the file no longer translates it.
    await json('PUT', '/declaration/sections/about_me', { text: 'Me llamo Ana.' });
    expect((await json('GET', '/declaration/translation/file/status')).json()).toEqual({
      uploaded: true,
      standing: 'out-of-date',
    });
    const stale = await json('GET', '/declaration/package');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'translation.outOfDate' });

    const deleted = await json('DELETE', '/declaration/translation/file');
    expect(deleted.json()).toEqual({ uploaded: false, standing: null });
    expect((await json('GET', '/declaration/translation/file')).statusCode).toBe(404);
    expect((await json('GET', '/declaration/package')).statusCode).toBe(409);
  });

  it('accepts a picture of the translation and files it as a page, without the place it was taken', async () => {
    const photo = await documentPhoto({ gps: true, lines: ['ENGLISH TRANSLATION', 'My name is Ana.'] });
    const saved = await upload(photo, 'image/jpeg');
    expect(saved.statusCode, saved.body).toBe(200);
    const file = await json('GET', '/declaration/translation/file');
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);
    expect(file.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('refuses a picture too small to read, saying why', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const refused = await upload(png, 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'upload.unclearPicture' });
  });
});
