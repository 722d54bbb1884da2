import { spawnSync } from 'node:child_process';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { writeCoverLetter, writeExhibitIndex, writeTabPage } from './package-pages';
import { embedTextFonts } from './text-pages';

function pageText(pdf: Uint8Array): string {
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  expect(result.status, result.stderr.toString()).toBe(0);
  return result.stdout.toString('utf8');
}

async function coverLetterFor(applicantName: string, returnAddress: string[] = []): Promise<string> {
  const doc = await PDFDocument.create();
  const fonts = await embedTextFonts(doc);
  await writeCoverLetter(doc, fonts, {
    date: 'March 3, 2026',
    applicantName,
    returnAddress,
    officeAddress: ['USCIS', 'Attn: I-589', 'PO Box 660868', 'Dallas, TX 75266-0868'],
    formTitles: ['Form I-589, Application for Asylum'],
    hasDeclaration: true,
    exhibitCount: 2,
  });
  return pageText(await doc.save());
}

describe('generated pages print names in other alphabets', () => {
  it('prints a Cyrillic name on the cover letter, in the heading and the signature', async () => {
    const text = await coverLetterFor('Алексей Петров');
    expect(text.match(/Алексей Петров/g)).toHaveLength(2);
    expect(text).not.toContain('?');
    expect(text).toContain('Dallas, TX 75266-0868');
  });

  it('prints a Greek name mixed with Latin text in one line', async () => {
    const text = await coverLetterFor('Νίκος Παπαδόπουλος (Nikos)', ['12 Oak St., Apt 3']);
    expect(text).toContain('Νίκος Παπαδόπουλος (Nikos)');
    expect(text).toContain('12 Oak St., Apt 3');
  });

  it('keeps Latin names with accents in the standard font and shows "?" only for what no font draws', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedTextFonts(doc);
    await writeExhibitIndex(doc, fonts, [
      { title: 'Acta de nacimiento de José Núñez', pages: 1 },
      { title: 'Свидетельство о браке', pages: 2 },
      { title: 'شهادة', pages: 1 },
    ]);
    await writeTabPage(doc, fonts, 1, 'Свидетельство о браке');
    const text = pageText(await doc.save());
    expect(text).toContain('Tab A. Acta de nacimiento de José Núñez (1 page)');
    expect(text).toContain('Tab B. Свидетельство о браке (2 pages)');
    // Arabic needs shaping, which pdf-lib does not do: a placeholder rather than broken letters.
    expect(text).toContain('Tab C. ????? (1 page)');
    expect(text.match(/Свидетельство о браке/g)).toHaveLength(2);
  });
});

describe('tabs are lettered and their titles whole', () => {
  it('says lettered tabs on the cover letter, as the tabs are', async () => {
    const text = await coverLetterFor('Maria Lopez');
    expect(text).not.toContain('numbered');
    expect(text).toContain('Exhibits (2), each behind a lettered tab, A to B');
  });

  it('prints a long description whole on its tab page, wrapped', async () => {
    const description = `Passport — Maria Lopez: ${'a letter from the church that names the threats and dates '.repeat(8)}END-OF-DESCRIPTION`;
    const doc = await PDFDocument.create();
    const fonts = await embedTextFonts(doc);
    await writeTabPage(doc, fonts, 0, description);
    const text = pageText(await doc.save()).replace(/\s+/g, ' ');
    expect(text).toContain('Tab A');
    expect(text).toContain('END-OF-DESCRIPTION');
    expect(text).toContain(description.replace(/\s+/g, ' ').slice(0, 60));
  });
});
