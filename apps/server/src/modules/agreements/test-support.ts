/** Test helpers of the agreements module: cases at a given step, PNG signatures and PDF text. */
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import type { CaseEvent } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { expect } from 'vitest';
import { cases } from '../../db/schema/cases';
import type { AuthTestApp } from '../accounts/test-support';
import { tryApplyCaseEvent } from '../cases';

const EVENTS_TO: Record<'accept-terms' | 'sign-contract' | 'start-application', CaseEvent[]> = {
  'accept-terms': ['PAYMENT_STARTED', 'PAYMENT_SUCCEEDED'],
  'sign-contract': ['PAYMENT_STARTED', 'PAYMENT_SUCCEEDED', 'TERMS_ACCEPTED'],
  'start-application': ['PAYMENT_STARTED', 'PAYMENT_SUCCEEDED', 'TERMS_ACCEPTED', 'CONTRACT_SIGNED'],
};

/** Moves the applicant's case (opened at the payment step) to `step`, paid in full, as an asylum case. */
export async function caseAt(
  t: AuthTestApp,
  headers: Record<string, string>,
  step: keyof typeof EVENTS_TO,
): Promise<string> {
  const found = await t.app.inject({ method: 'GET', url: '/api/mycase/findOneCase', headers });
  const caseId = found.json<{ id: string }>().id;
  await t.database.db.update(cases).set({ plan: 'full', strategy: 'asylum' }).where(eq(cases.id, caseId));
  for (const event of EVENTS_TO[step]) {
    const outcome = await tryApplyCaseEvent(t.database.db, { caseId, event, now: new Date() });
    expect(outcome.applied, event).toBe(true);
  }
  return caseId;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * An RGBA PNG as a canvas writes it: transparent, with a dark stroke across `inkRows` rows when
 * given, and optional extra chunks (e.g. a text chunk that must not reach the PDF).
 */
export function pngSignature({
  width = 300,
  height = 100,
  inkRows = 4,
  extra = [] as Buffer[],
} = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  const first = Math.floor(height / 2) - Math.floor(inkRows / 2);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    if (y >= first && y < first + inkRows)
      for (let x = 10; x < width - 10; x++) row.set([20, 20, 40, 255], 1 + x * 4);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const textChunk = (text: string) => chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'));

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The text a PDF draws with its standard fonts, page after page (pdf-lib writes it as hex strings). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(stream.getContents());
      const decoded = stream.dict.toString().includes('FlateDecode') ? inflateSync(raw) : raw;
      for (const match of decoded.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        out.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}
