import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildTranslatorCertificatePdf } from './translator-certificate';

function pdfText(pdf: Uint8Array): string {
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  expect(result.status).toBe(0);
  return result.stdout.toString('utf8').replace(/\s+/g, ' ');
}

describe('buildTranslatorCertificatePdf', () => {
  it('certifies competence in both languages and an accurate translation, with lines to sign', async () => {
    const pdf = await buildTranslatorCertificatePdf({
      translatorName: 'María José Núñez',
      translatorAddress: '12 Main St, Austin, TX 78701',
      sourceLanguage: 'es',
      documentTitle: 'Birth certificate',
      date: '11/25/2026',
    });
    const text = pdfText(pdf);
    expect(text).toContain('Certificate of Translation');
    expect(text).toContain('8 CFR 103.2(b)(3)');
    expect(text).toContain(
      'I, María José Núñez, residing at 12 Main St, Austin, TX 78701, certify that I am competent to translate from Spanish into English',
    );
    expect(text).toContain('fluent in both Spanish and English');
    expect(text).toContain('"Birth certificate" is complete and accurate');
    expect(text).toContain('Signature of translator');
    expect(text).toContain('Date');
    expect(text).toContain('11/25/2026');
  });

  it('leaves a line to write on for what was not given', async () => {
    const text = pdfText(
      await buildTranslatorCertificatePdf({
        translatorName: '',
        translatorAddress: ' ',
        sourceLanguage: 'fr',
        documentTitle: 'Marriage certificate',
      }),
    );
    expect(text).toContain('I, ____');
    expect(text).toContain('translate from French into English');
  });

  it('draws a name in another alphabet without failing', async () => {
    const pdf = await buildTranslatorCertificatePdf({
      translatorName: 'Łukasz Ärger 李',
      translatorAddress: '1 Road',
      sourceLanguage: 'pl',
      documentTitle: 'Passport',
    });
    expect(pdfText(pdf)).toContain('Lukasz Ärger ?');
  });
});
