/** Test helpers of the documents module: uploads over the tus protocol, and hostile files. */
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../app';

const TUS = { 'tus-resumable': '1.0.0' };

export interface TusResult {
  statusCode: number;
  body: string;
  location: string;
}

/** Creates an upload of `bytes.length` and sends it in pieces of `pieceBytes`; answers the last response. */
export async function tusUpload(
  app: App,
  headers: Record<string, string>,
  bytes: Uint8Array,
  { pieceBytes = 1024 * 1024, metadata }: { pieceBytes?: number; metadata?: string } = {},
): Promise<TusResult> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/files/uploads',
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(bytes.length),
      ...(metadata ? { 'upload-metadata': metadata } : {}),
    },
  });
  if (created.statusCode !== 201) return { statusCode: created.statusCode, body: created.body, location: '' };
  const location = String(created.headers.location);
  let offset = 0;
  let last = { statusCode: created.statusCode, body: created.body };
  while (offset < bytes.length) {
    const piece = bytes.subarray(offset, offset + pieceBytes);
    const sent = await app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...headers,
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.from(piece),
    });
    last = { statusCode: sent.statusCode, body: sent.body };
    if (sent.statusCode >= 300) break;
    offset += piece.length;
  }
  return { ...last, location };
}

/** Uploads a file and expects it kept; answers its upload id. */
export async function uploadAccepted(
  app: App,
  headers: Record<string, string>,
  bytes: Uint8Array,
): Promise<string> {
  const result = await tusUpload(app, headers, bytes);
  expect(result.statusCode, result.body).toBe(200);
  return (JSON.parse(result.body) as { id: string }).id;
}

/** A photo of a page of text, as a phone would take it, with the place it was taken in its EXIF. */
export async function documentPhoto({
  width = 1600,
  height = 1200,
  gps = false,
  lines = ['PASSPORT', 'P<UTOERIKSSON<<ANNA<MARIA'],
}: { width?: number; height?: number; gps?: boolean; lines?: string[] } = {}): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="60" y="${120 + i * 90}" font-size="64" font-family="monospace" fill="#111">${line.replace(/</g, '&lt;')}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f2efe6"/>${text}</svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (gps)
    image.withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 4600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 5600/100',
      },
    });
  return image.toBuffer();
}

/** A PDF that runs a script when opened, with an attached file and a page action. */
export async function pdfWithJavaScript(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText('Birth certificate', { x: 72, y: 700, size: 24 });
  const script = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("owned")') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(script));
  doc.catalog.set(
    PDFName.of('Names'),
    doc.context.obj({
      JavaScript: doc.context.obj({ Names: [PDFString.of('run'), doc.context.register(script)] }),
    }),
  );
  page.node.set(PDFName.of('AA'), doc.context.obj({ O: doc.context.register(script) }));
  const launch = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 100, 100],
    A: { S: 'Launch', F: PDFString.of('cmd.exe') },
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(launch)]));
  return doc.save({ useObjectStreams: false });
}

/** A PDF whose trailer says it is encrypted. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('Secret', { x: 72, y: 700, size: 24 });
  const plain = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  const withEncrypt = plain.replace(
    /trailer\s*<</,
    (found) => `${found}\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (x) /P -4 >>`,
  );
  expect(withEncrypt).not.toBe(plain);
  return Buffer.from(withEncrypt, 'latin1');
}

/** A small JPEG whose header claims 50,000 × 50,000 pixels. */
export async function jpegBomb(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  for (let i = 2; i < jpeg.length - 9; i++) {
    // SOF0..SOF2 marker: FF C0..C2, length (2), precision (1), height (2), width (2).
    if (jpeg[i] === 0xff && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2) {
      jpeg.writeUInt16BE(50_000, i + 5);
      jpeg.writeUInt16BE(50_000, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker');
}

/** A PNG with a ZIP archive appended: both programs would open it. */
export async function pngZipPolyglot(): Promise<Buffer> {
  const png = await sharp(await documentPhoto())
    .png()
    .toBuffer();
  const zip = Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.from('payload.exe'.padEnd(64, '\0')),
  ]);
  return Buffer.concat([png, zip]);
}
