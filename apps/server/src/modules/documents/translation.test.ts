import type { DocumentLanguage, EvidenceList, StoredDocument } from '@camino/contracts';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import { documentPhoto, uploadAccepted } from './test-support';

let t: AuthTestApp;
let applicant: PaidApplicant;

beforeAll(async () => {
  t = await createAuthTestApp();
  applicant = await paidApplicant(t, 'asylum');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const SPANISH = [
  'ACTA DE NACIMIENTO',
  'En la ciudad de Guatemala el dia',
  'quince de marzo nacio la nina',
  'hija de Rosa Perez y Juan Lopez',
];
const ENGLISH = [
  'BIRTH CERTIFICATE',
  'In the city of Guatemala on the',
  'fifteenth of March the girl was born',
  'daughter of Rosa Perez and Juan Lopez',
];

const page = (lines: string[]) => documentPhoto({ lines });

async function language(id: string): Promise<DocumentLanguage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/documents/${id}/language`,
    headers: applicant.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocumentLanguage>();
}

async function languageRead(id: string): Promise<DocumentLanguage> {
  for (let i = 0; i < 120; i++) {
    const answer = await language(id);
    if (answer.status === 'done') return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the language was never read');
}

describe('language and translation', () => {
  let original: StoredDocument;

  it('reads a saved document’s language after upload and asks for its translation', async () => {
    const upload = await uploadAccepted(t.app, applicant.headers, await page(SPANISH));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: applicant.headers,
      payload: { derivativeId: null, document: 'birth_certificate', uploads: [upload] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    original = saved.json<StoredDocument>();
    const answer = await languageRead(original.id);
    expect(answer).toMatchObject({
      taskId: original.id,
      language: 'es',
      needsTranslation: true,
      translation: null,
    });
  }, 90_000);

  it('refuses a translation that is not in English, keeping its pages to try again', async () => {
    const upload = await uploadAccepted(t.app, applicant.headers, await page(SPANISH));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${original.id}/translation`,
      headers: applicant.headers,
      payload: { uploads: [upload] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'translation.notEnglish', language: 'es' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/uploads/${upload}`,
      headers: applicant.headers,
    });
    expect(removed.statusCode).toBe(204);
  }, 60_000);

  it('keeps an English translation with the original and offers the certificate to sign', async () => {
    const upload = await uploadAccepted(t.app, applicant.headers, await page(ENGLISH));
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${original.id}/translation`,
      headers: applicant.headers,
      payload: { uploads: [upload] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = await language(original.id);
    expect(answer.translation?.id).toBe(saved.json<StoredDocument>().id);

    const certificate = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${original.id}/translator-certificate`,
      headers: applicant.headers,
      payload: { translatorName: 'Ana Gómez', translatorAddress: '5 Elm St, Miami, FL 33101' },
    });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    const text = spawnSync('pdftotext', ['-', '-'], { input: certificate.rawPayload }).stdout.toString(
      'utf8',
    );
    expect(text.replace(/\s+/g, ' ')).toContain(
      'I, Ana Gómez, residing at 5 Elm St, Miami, FL 33101, certify that I am competent to translate from Spanish into English',
    );
  }, 60_000);

  it('deletes the translation with its document', async () => {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${original.id}`,
      headers: applicant.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${original.id}/language`,
      headers: applicant.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('reads the language of additional evidence too and asks for its translation', async () => {
    const upload = await uploadAccepted(t.app, applicant.headers, await page(SPANISH));
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/documents/aditionalEvidence?lang=es',
      headers: applicant.headers,
      payload: { type: 'police_reports', description: 'Denuncia de marzo', uploads: [upload] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const evidence = added.json<EvidenceList>().items.at(-1)!;
    expect(await languageRead(evidence.id)).toMatchObject({
      language: 'es',
      needsTranslation: true,
      translation: null,
    });
  }, 90_000);
});
