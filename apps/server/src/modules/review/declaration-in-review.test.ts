import type { PackageStatusResponse, ReviewState } from '@camino/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { createPackageModule, readOutline } from '../package';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import type { EvidenceSource } from './evidence-source';
import { createReviewModule } from '.';

let t: AuthTestApp;
const noEvidence: EvidenceSource = { listEvidence: () => Promise.resolve([]) };

beforeAll(async () => {
  t = await createAuthTestApp({
    replaceModule: (module) =>
      module.name === 'review'
        ? createReviewModule({
            percentageOf: () => Promise.resolve(100),
            missingItemsOf: () => Promise.resolve([]),
            evidence: noEvidence,
          })
        : module.name === 'package'
          ? createPackageModule({ evidence: noEvidence })
          : module,
  });
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function call<T>(
  applicant: PaidApplicant,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: applicant.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : null) as T, raw: response };
}

async function waitForPackage(applicant: PaidApplicant): Promise<PackageStatusResponse> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await call<PackageStatusResponse>(applicant, 'GET', '/api/case-assembly/byMyCaseId');
    if (body.status === 'ready' || body.status === 'failed' || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the declaration in the review and the package', () => {
  it('shows the written declaration in the review and files it in the package', async () => {
    const applicant = await paidApplicant(t, 'asylum');
    expect((await call(applicant, 'POST', '/api/mycase/startMyCase')).status).toBe(200);
    expect((await call(applicant, 'PUT', '/api/declaration/language', { language: 'en' })).status).toBe(204);
    const saved = await call(applicant, 'PUT', '/api/declaration/sections/about_me', {
      text: 'My name is Rosa and I was born in a small town.\n\nI worked as a teacher for ten years.',
    });
    expect(saved.status, saved.raw.body).toBe(200);

    expect((await call(applicant, 'PUT', '/api/mycase/confirm/information')).status).toBe(200);
    const review = await call<ReviewState>(applicant, 'GET', '/api/review?lang=en');
    expect(review.body.declaration).toEqual({
      available: true,
      paragraphs: ['My name is Rosa and I was born in a small town.', 'I worked as a teacher for ten years.'],
      untranslatedSections: [],
    });

    for (const section of ['forms', 'declaration', 'evidence'])
      await call(applicant, 'POST', '/api/review/confirm', { section });
    const approved = await call(applicant, 'PATCH', '/api/deliverable/approved', {
      accurate: true,
      noLegalAdvice: true,
    });
    expect(approved.status, approved.raw.body).toBe(200);
    const ready = await waitForPackage(applicant);
    expect(ready.status).toBe('ready');
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/case-assembly/parts/package',
      headers: applicant.headers,
    });
    const pdf = await PDFDocument.load(download.rawPayload);
    const marks = readOutline(pdf).map((mark) => mark.title);
    expect(marks).toContain('Declaration');
    // Cover letter (1) + I-589 (12) + the declaration (at least one page).
    expect(pdf.getPageCount()).toBeGreaterThan(13);
  }, 120_000);

  it('names the sections of a Spanish declaration whose English translation is missing', async () => {
    const applicant = await paidApplicant(t, 'asylum');
    expect((await call(applicant, 'POST', '/api/mycase/startMyCase')).status).toBe(200);
    expect((await call(applicant, 'PUT', '/api/declaration/language', { language: 'es' })).status).toBe(204);
    for (const [key, text] of [
      ['about_me', 'Me llamo Rosa y nací en un pueblo pequeño.'],
      ['what_happened', 'Dos hombres llegaron a mi puesto en el mercado.'],
    ] as const)
      expect((await call(applicant, 'PUT', `/api/declaration/sections/${key}`, { text })).status).toBe(200);
    const translated = await call(applicant, 'PUT', '/api/declaration/sections/about_me/translation', {
      text: 'My name is Rosa and I was born in a small town.',
    });
    expect(translated.status, translated.raw.body).toBe(200);
    expect((await call(applicant, 'PUT', '/api/mycase/confirm/information')).status).toBe(200);

    const missing = await call<ReviewState>(applicant, 'GET', '/api/review?lang=es');
    expect(missing.body.declaration.available).toBe(true);
    expect(missing.body.declaration.untranslatedSections).toEqual(['Lo que le pasó']);
  }, 120_000);
});
