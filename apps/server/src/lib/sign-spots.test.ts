import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readSignSpots, recordSignSpots, type SignSpot } from './sign-spots';

describe('sign spots kept in a PDF', () => {
  it('survive saving and loading, and a PDF without them has none', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const spot: SignSpot = {
      page: 1,
      box: { x: 72, y: 600, width: 260, height: 28 },
      who: 'applicant',
      mark: 'signature',
      document: { en: 'Declaration', es: 'Declaración' },
    };
    recordSignSpots(doc, [spot]);
    expect(readSignSpots(await PDFDocument.load(await doc.save()))).toEqual([spot]);
    const plain = await PDFDocument.create();
    plain.addPage();
    expect(readSignSpots(await PDFDocument.load(await plain.save()))).toEqual([]);
  });
});
