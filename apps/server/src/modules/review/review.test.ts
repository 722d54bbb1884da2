import type {
  CaseRequest,
  CaseRequestList,
  MissingItem,
  PackageStatusResponse,
  ReviewState,
} from '@camino/contracts';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { fileStorageFor } from '../../adapters/storage';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts';
import { cases } from '../../db/schema/cases';
import { personalInfos } from '../../db/schema/workspace';
import { listOutbox } from '../notifications';
import { createPackageModule, readOutline } from '../package';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import type { EvidenceSource } from './evidence-source';
import { createReviewModule } from '.';
import { findCaseById } from '../cases';
import { caseFormCopies } from '../forms';

let t: AuthTestApp;
/** What the case lacks, as the workspace would list it; most tests start from a case with nothing missing. */
let missingNow: MissingItem[] = [];
const EXHIBIT_KEY = 'tests/review/birth-certificate.pdf';

const evidence: EvidenceSource = {
  listEvidence: () =>
    Promise.resolve([
      {
        id: 'doc-1',
        kind: 'checklist',
        label: { en: 'Birth certificate', es: 'Acta de nacimiento' },
        description: null,
        owner: 'Ana Lopez',
        translationOf: null,
        pages: 2,
        storageKey: EXHIBIT_KEY,
      },
    ]),
};

beforeAll(async () => {
  t = await createAuthTestApp({
    replaceModule: (module) =>
      module.name === 'review'
        ? createReviewModule({
            percentageOf: () => Promise.resolve(100),
            missingItemsOf: () => Promise.resolve(missingNow),
            evidence,
          })
        : module.name === 'package'
          ? createPackageModule({ evidence })
          : module,
  });
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  const exhibit = await PDFDocument.create();
  exhibit.addPage([612, 792]);
  exhibit.addPage([612, 792]);
  await (
    await fileStorageFor(t.config)
  ).put(EXHIBIT_KEY, await exhibit.save(), { contentType: 'application/pdf' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  missingNow = [];
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
  return { status: response.statusCode, body: response.json() as T, raw: response };
}

/** A change the applicant makes while a request is open, as a reopened page would save it. */
async function changeSomething(applicant: PaidApplicant, lastName: string): Promise<void> {
  const values = {
    name: 'Ana',
    lastName,
    aNumber: null,
    dateOfBirth: '1990-05-12',
    gender: 'female' as const,
    email: applicant.email,
    phone: applicant.phone,
  };
  await t.database.db
    .insert(personalInfos)
    .values({ caseId: applicant.caseId, ...values })
    .onConflictDoUpdate({ target: personalInfos.caseId, set: values });
}

async function startedApplicant(): Promise<PaidApplicant> {
  const applicant = await paidApplicant(t, 'asylum');
  const started = await call(applicant, 'POST', '/api/mycase/startMyCase');
  expect(started.status).toBe(200);
  return applicant;
}

async function waitForPackage(applicant: PaidApplicant): Promise<PackageStatusResponse> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await call<PackageStatusResponse>(applicant, 'GET', '/api/case-assembly/byMyCaseId');
    if (body.status === 'ready' || body.status === 'failed' || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The ready message, once its notification job delivered it (it is sent after the package is marked ready). */
async function readyMessage(to: string): Promise<{ text: string } | undefined> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await t.outbox(to)).find((message) => message.text.includes('/download-case'));
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('review, approval and the package', () => {
  it('submits at 100 %, after which the legal answers are read-only', async () => {
    const applicant = await startedApplicant();
    const submitted = await call<{ step: string }>(applicant, 'PUT', '/api/mycase/confirm/information');
    expect(submitted.status, submitted.raw.body).toBe(200);
    const again = await call(applicant, 'PUT', '/api/mycase/confirm/information');
    expect(again.status).toBe(200);
    const review = await call<ReviewState>(applicant, 'GET', '/api/review?lang=en');
    expect(review.body).toMatchObject({ review: 'initial', correcting: false, approved: false });
    expect(review.body.forms).toEqual([
      { id: 'g-1145', title: expect.any(String), pages: 1 },
      { id: 'i-589', title: expect.any(String), pages: 12 },
    ]);
    expect(review.body.declaration).toEqual({ available: false, paragraphs: [], untranslatedSections: [] });
    expect(review.body.evidence).toEqual([
      { id: 'doc-1', title: 'Birth certificate — Ana Lopez', kind: 'checklist', pages: 2 },
    ]);
    const inSpanish = await call<ReviewState>(applicant, 'GET', '/api/review?lang=es');
    expect(inSpanish.body.evidence.map((item) => item.title)).toEqual(['Acta de nacimiento — Ana Lopez']);
    const documents = await call(applicant, 'GET', '/api/deliverable/formSection');
    expect((documents.body as { readOnly: boolean }).readOnly).toBe(true);
  });

  it('shows a T-visa applicant exactly the forms the package will hold, each with its pages', async () => {
    const applicant = await paidApplicant(t, 'tvisa');
    expect((await call(applicant, 'POST', '/api/mycase/startMyCase')).status).toBe(200);
    const review = await call<ReviewState>(applicant, 'GET', '/api/review?lang=en');
    const caseRow = (await findCaseById(t.app.db, applicant.caseId))!;
    const packaged = await caseFormCopies(
      { db: t.app.db, contentDir: t.config.CONTENT_DIR, now: () => new Date() },
      caseRow,
    );
    const ids = review.body.forms.map((form) => form.id);
    expect(ids).toEqual(packaged.map((copy) => copy.id));
    // No relative and no ground of inadmissibility answered: no Supplement A, no I-192.
    expect(ids).not.toContain('i-192');
    expect(ids.some((id) => id.startsWith('i-914supa'))).toBe(false);
    for (const id of ids)
      expect((await call(applicant, 'GET', `/api/form-field/pages/${id}`)).status, id).toBe(200);
  });

  it('reopens only the sections a request names, until it is resolved', async () => {
    const applicant = await startedApplicant();
    await call(applicant, 'PUT', '/api/mycase/confirm/information');
    const readOnly = async () =>
      (await call<{ readOnly: boolean }>(applicant, 'GET', '/api/deliverable/formSection')).body.readOnly;
    expect(await readOnly()).toBe(true);
    await call(applicant, 'POST', '/api/case-requests', { evidence: 'The lease is missing a page.' });
    expect(await readOnly()).toBe(true);
    await changeSomething(applicant, 'Perez');
    await call(applicant, 'POST', '/api/case-requests/resolve');
    await call(applicant, 'POST', '/api/case-requests', { forms: 'My birth date is wrong.' });
    expect(await readOnly()).toBe(false);
    await changeSomething(applicant, 'Pérez');
    await call(applicant, 'POST', '/api/case-requests/resolve');
    expect(await readOnly()).toBe(true);
  });

  it('reopens the declaration for writing while a request on it is open', async () => {
    const applicant = await startedApplicant();
    await call(applicant, 'PUT', '/api/mycase/confirm/information');
    const save = async () =>
      (await call(applicant, 'PUT', '/api/declaration/sections/about_me', { text: 'I was born in 1990.' }))
        .status;
    expect(await save()).toBe(409);
    await call(applicant, 'POST', '/api/case-requests', { forms: 'My birth date is wrong.' });
    expect(await save()).toBe(409);
    await changeSomething(applicant, 'Perez Cruz');
    await call(applicant, 'POST', '/api/case-requests/resolve');
    await call(applicant, 'POST', '/api/case-requests', { declaration: 'The year in paragraph 1 is wrong.' });
    expect(await save()).toBe(200);
    const view = await call<{ readOnly: boolean }>(applicant, 'GET', '/api/declaration?lang=en');
    expect(view.body.readOnly).toBe(false);
    await changeSomething(applicant, 'Rosa');
    // The change left its translation out of date: finishing now would lock it as it is.
    missingNow = [
      {
        key: 'declaration-translation:about_me',
        kind: 'declaration-translation-outdated',
        step: 'complete-information',
        params: { section: 'About me' },
        route: '/declaration#translation-about_me',
      },
    ];
    const stale = await call<{ reason: string; missingItems: MissingItem[] }>(
      applicant,
      'POST',
      '/api/case-requests/resolve',
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ reason: 'review.stillMissing', missingItems: missingNow });
    expect(await save()).toBe(200);
    missingNow = [];
    await call(applicant, 'POST', '/api/case-requests/resolve');
    expect(await save()).toBe(409);
  });

  it('refuses to submit before the case is started', async () => {
    const applicant = await paidApplicant(t, 'asylum');
    const refused = await call<{ reason: string }>(applicant, 'PUT', '/api/mycase/confirm/information');
    expect(refused.status).toBe(409);
  });

  it('runs the whole review: a correction request reopens its section, approval needs both ticks, the package is built once', async () => {
    const applicant = await startedApplicant();
    await call(applicant, 'PUT', '/api/mycase/confirm/information');
    // Approval is impossible during the initial review.
    const early = await call(applicant, 'PATCH', '/api/deliverable/approved', {
      accurate: true,
      noLegalAdvice: true,
    });
    expect(early.status).toBe(409);

    await call(applicant, 'POST', '/api/review/confirm', { section: 'forms' });
    const empty = await call(applicant, 'POST', '/api/case-requests', { declaration: '  ' });
    expect(empty.status).toBe(400);
    const sent = await call<CaseRequest>(applicant, 'POST', '/api/case-requests', {
      declaration: 'Paragraph 3 has the wrong year.',
    });
    expect(sent.status, sent.raw.body).toBe(200);
    expect(sent.body).toMatchObject({
      review: 'initial',
      status: 'open',
      declaration: 'Paragraph 3 has the wrong year.',
    });
    const second = await call(applicant, 'POST', '/api/case-requests', { forms: 'Another one' });
    expect(second.status).toBe(409);
    const correcting = await call<ReviewState>(applicant, 'GET', '/api/review');
    expect(correcting.body.correcting).toBe(true);
    expect(correcting.body.sections.find((s) => s.section === 'declaration')).toMatchObject({
      reopened: true,
    });
    expect(correcting.body.sections.find((s) => s.section === 'forms')).toMatchObject({
      confirmed: true,
      reopened: false,
    });

    // "I finished my changes" with nothing changed is refused, saying so.
    const unchanged = await call<{ reason: string }>(applicant, 'POST', '/api/case-requests/resolve');
    expect(unchanged.status).toBe(409);
    expect(unchanged.body.reason).toBe('review.nothingChanged');
    await changeSomething(applicant, 'Ramírez');
    const resolved = await call<CaseRequest>(applicant, 'POST', '/api/case-requests/resolve');
    expect(resolved.body.status).toBe('resolved');
    const list = await call<CaseRequestList>(applicant, 'GET', '/api/case-requests/by-case');
    expect(list.body.requests).toHaveLength(1);

    await call(applicant, 'POST', '/api/review/confirm', { section: 'declaration' });
    const last = await call<ReviewState>(applicant, 'POST', '/api/review/confirm', { section: 'evidence' });
    expect(last.body.review).toBe('final');

    const oneTick = await call(applicant, 'PATCH', '/api/deliverable/approved', { accurate: true });
    expect(oneTick.status).toBe(400);
    const approved = await call<{ approvedAt: string }>(applicant, 'PATCH', '/api/deliverable/approved', {
      accurate: true,
      noLegalAdvice: true,
    });
    expect(approved.status, approved.raw.body).toBe(200);
    const repeated = await call<{ approvedAt: string }>(applicant, 'PATCH', '/api/deliverable/approved', {
      accurate: true,
      noLegalAdvice: true,
    });
    expect(repeated.body.approvedAt).toBe(approved.body.approvedAt);

    const ready = await waitForPackage(applicant);
    expect(ready.status).toBe('ready');
    expect(ready.parts.map((part) => part.id)).toEqual(['package', 'form-g-1145', 'form-i-589', 'sign-here']);

    const download = await t.app.inject({
      method: 'GET',
      url: '/api/case-assembly/parts/package',
      headers: applicant.headers,
    });
    expect(download.statusCode).toBe(200);
    const pdf = await PDFDocument.load(download.rawPayload);
    // G-1145 on top (1) + cover letter (1) + I-589 (12) + exhibit index (1) + tab page (1) + the exhibit (2).
    expect(pdf.getPageCount()).toBe(18);
    expect(ready.pageCount).toBe(18);
    expect(readOutline(pdf).map((mark) => [mark.title, mark.pageIndex])).toEqual([
      ['Form G-1145', 0],
      ['Cover letter', 1],
      ['Form I-589', 2],
      ['Index of exhibits', 14],
      ['Tab A: Birth certificate — Ana Lopez', 15],
    ]);
    const form = await t.app.inject({
      method: 'GET',
      url: '/api/case-assembly/parts/form-i-589',
      headers: applicant.headers,
    });
    const fillable = await PDFDocument.load(form.rawPayload);
    expect(fillable.getForm().getFields().length).toBeGreaterThan(100);

    // The lines to sign come from the built package: the I-589's page 9 is page 11 of the package.
    const signing = await call<{ pages: { id: string; page: number; packagePage?: number; label?: string }[] }>(
      applicant,
      'GET',
      '/api/signature/pages?lang=es',
    );
    expect(signing.body.pages).toEqual([
      expect.objectContaining({ id: 'i-589-part-d', page: 9, packagePage: 11, label: 'Formulario I-589' }),
    ]);
    const picture = await t.app.inject({
      method: 'GET',
      url: '/api/case-assembly/pages/11/image',
      headers: applicant.headers,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const blankPage = await call<{ signed: boolean }>(applicant, 'POST', '/api/signature/check/i-589-part-d', {
      image: picture.rawPayload.toString('base64'),
    });
    expect(blankPage.body.signed).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/case-assembly/pages/99/image', headers: applicant.headers }))
        .statusCode,
    ).toBe(404);

    const ready_sms = await readyMessage(applicant.phone);
    expect(ready_sms?.text).not.toMatch(/asylum|I-589|asilo/i);

    const step = await call<{ step: string }>(applicant, 'GET', '/api/param-navigation-rules');
    expect(step.status).toBe(200);
  }, 120_000);

  it("puts a survivor's safe address on the cover letter and sends the ready message on the safe channel only", async () => {
    const applicant = await paidApplicant(t, 'vawasp');
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, applicant.caseId));
    await t.database.db
      .update(accounts)
      .set({
        safeContact: {
          email: true,
          textMessages: false,
          mailingAddress: {
            inCareOf: 'Safe Haven',
            street: '10 Quiet Lane',
            city: 'Austin',
            state: 'TX',
            zip: '78701',
          },
        },
      })
      .where(eq(accounts.id, row!.accountId));
    expect((await call(applicant, 'POST', '/api/mycase/startMyCase')).status).toBe(200);
    await call(applicant, 'PUT', '/api/mycase/confirm/information');
    for (const section of ['forms', 'declaration', 'evidence'])
      await call(applicant, 'POST', '/api/review/confirm', { section });
    const approved = await call(applicant, 'PATCH', '/api/deliverable/approved', {
      accurate: true,
      noLegalAdvice: true,
    });
    expect(approved.status, approved.raw.body).toBe(200);
    expect((await waitForPackage(applicant)).status).toBe('ready');
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/case-assembly/parts/package',
      headers: applicant.headers,
    });
    // Page 1 is the G-1145 on top; the cover letter follows.
    const text = await createPopplerRenderer().extractText(download.rawPayload, 2);
    expect(text).toContain('c/o Safe Haven');
    expect(text).toContain('10 Quiet Lane');
    expect(text).toContain('Nebraska');

    expect(await readyMessage(applicant.email)).toBeDefined();
    // Both messages would be queued in one transaction; give a text the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const texts = await listOutbox(t.database.db, { to: applicant.phone });
    expect(texts.filter((message) => message.text.includes('/download-case'))).toEqual([]);
  }, 120_000);

  it('refuses a blank signature box and accepts a signed one', async () => {
    const applicant = await startedApplicant();
    const pages = await call<{ pages: { id: string; form: string; page: number }[] }>(
      applicant,
      'GET',
      '/api/signature/pages',
    );
    expect(pages.body.pages).toEqual([
      expect.objectContaining({ id: 'i-589-part-d', form: 'i-589', page: 9 }),
    ]);
    const filled = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/fillForm',
      headers: applicant.headers,
      payload: { form: 'i-589' },
    });
    const png = await createPopplerRenderer().renderPage(filled.rawPayload, 9, { dpi: 100 });
    const blank = await call<{ signed: boolean }>(applicant, 'POST', '/api/signature/check/i-589-part-d', {
      image: Buffer.from(png).toString('base64'),
    });
    expect(blank.status, blank.raw.body).toBe(200);
    expect(blank.body.signed).toBe(false);

    const meta = await sharp(png).metadata();
    const scale = meta.width! / 612;
    const scribble = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}">` +
        `<path d="M ${90 * scale} ${445 * scale} C ${120 * scale} ${410 * scale}, ${150 * scale} ${470 * scale}, ${180 * scale} ${430 * scale} S ${240 * scale} ${460 * scale}, ${270 * scale} ${435 * scale}" stroke="black" stroke-width="${2.5 * scale}" fill="none"/></svg>`,
    );
    const signed = await sharp(png)
      .composite([{ input: scribble }])
      .jpeg()
      .toBuffer();
    const ok = await call<{ signed: boolean; inkRatio: number }>(
      applicant,
      'POST',
      '/api/signature/check/i-589-part-d',
      {
        image: signed.toString('base64'),
      },
    );
    expect(ok.body.signed, JSON.stringify(ok.body)).toBe(true);
  }, 60_000);
});
