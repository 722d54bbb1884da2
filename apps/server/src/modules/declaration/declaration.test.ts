import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ActiveConfig } from '@camino/contracts';
import { loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/cases';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import {
  type FakeLibreTranslate,
  startFakeLibreTranslate,
} from '../../adapters/translation/fake-libretranslate-server';
import type { DeclarationView } from './declaration-schemas';
import { type CertificateRequest, createDeclarationModule } from './index';

let t: AuthTestApp;
let applicant: PaidApplicant;

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  applicant = await paidApplicant(t, 'asylum');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, who = applicant, on = t) =>
  payload === undefined
    ? on.app.inject({ method, url: `/api${url}`, headers: who.headers })
    : on.app.inject({ method, url: `/api${url}`, headers: who.headers, payload });

async function answerAboutYou(answers: Record<string, string>, who = applicant): Promise<void> {
  const configs = await t.app.inject({
    method: 'GET',
    url: '/api/config/active?questionnaire=legal&strategy=asylum',
  });
  const config = (configs.json() as ActiveConfig[])[0]!;
  const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_asylum'));
  const aboutYou = legal.sections.find((section) => section.key === 'about_you')!.questionnaire;
  const saved = await send(
    'POST',
    '/param-question-response/process-array',
    {
      config_id: config.config_id,
      question_section_id: config.question_section_id,
      lang: 'en',
      answers: Object.entries(answers).map(([name, response]) => ({
        question_id: aboutYou.ids.get(name)!,
        response,
      })),
    },
    who,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'declaration-'));
  try {
    writeFileSync(path.join(dir, 'd.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'd.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the declaration', () => {
  it('lists the case type’s sections with prompts and examples in the applicant’s language', async () => {
    const view = (await send('GET', '/declaration?lang=es')).json<DeclarationView>();
    expect(view.writtenIn).toBeNull();
    expect(view.readOnly).toBe(false);
    expect(view.machineTranslation).toBe(false);
    expect(view.sections.map((section) => section.key)).toEqual([
      'about_me',
      'what_happened',
      'why_it_happened',
      'nowhere_safe',
      'fear_of_return',
      'late_filing',
    ]);
    expect(view.sections[1]).toMatchObject({ title: 'Lo que le pasó', incidents: true });
    expect(view.sections[1]!.example.vague).toBe('La pandilla me amenazó muchas veces.');
  });

  it('keeps each section as saved, with its word count, and the translation apart', async () => {
    expect((await send('PUT', '/declaration/language', { language: 'es' })).statusCode).toBe(204);
    const saved = await send('PUT', '/declaration/sections/about_me', {
      text: 'Me llamo Rosa y nací en Chalatenango.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ words: 7 });
    await send('PUT', '/declaration/sections/about_me/translation', { text: 'My name is Rosa.' });
    const view = (await send('GET', '/declaration?lang=en')).json<DeclarationView>();
    expect(view.writtenIn).toBe('es');
    expect(view.sections[0]!.original.text).toBe('Me llamo Rosa y nací en Chalatenango.');
    expect(view.sections[0]!.translation).toMatchObject({ text: 'My name is Rosa.', machineDraft: false });
    expect(view.sections[0]!.prompts[0]).toBe('¿Dónde y cuándo nació, y dónde creció?');
    expect((await send('PUT', '/declaration/sections/nope', { text: 'x' })).statusCode).toBe(404);
  });

  it('recommends from the story and the legal answers: a contradicting date, an incident without a date', async () => {
    await answerAboutYou({ left_country_date: '2021-05-01' });
    await send('PUT', '/declaration/sections/what_happened', {
      text: [
        'El 14 de febrero de 2021, en mi puesto del mercado de San Miguel, dos hombres me amenazaron con una pistola.',
        'Después volvieron a la casa de mi madre y golpearon a mi hijo delante de los vecinos del barrio.',
        'Salí de mi país el 3 de marzo de 2021 con mi hijo.',
      ].join('\n'),
    });
    const response = await send('GET', '/declaration-recommendations?lang=es');
    expect(response.statusCode, response.body).toBe(200);
    const { recommendations } = response.json<{ recommendations: Array<Record<string, unknown>> }>();
    expect(recommendations).toContainEqual(
      expect.objectContaining({
        kind: 'date-contradiction',
        section: 'what_happened',
        declared: '3 de marzo de 2021',
        formDate: '1 de mayo de 2021',
      }),
    );
    expect(recommendations).toContainEqual(
      expect.objectContaining({ kind: 'incident-without-date', section: 'what_happened', paragraph: 2 }),
    );
    expect(recommendations.at(-1)).toMatchObject({ kind: 'advice' });
  });

  it('draws the PDF with numbered paragraphs, the perjury statement and a signature block, page by page', async () => {
    const response = await send('GET', '/declaration/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Declaración en apoyo de mi solicitud de asilo');
    expect(text).toMatch(/1\.\s+Me llamo Rosa y nací en Chalatenango\./);
    expect(text).toMatch(/2\.\s+El 14 de febrero de 2021/);
    expect(text).toMatch(/4\.\s+Salí de mi país/);
    expect(text).toContain('Declaro bajo pena de perjurio');
    expect(text).toMatch(/Firma/);
    expect(text).toMatch(/Fecha/);
    const pages = (await send('GET', '/declaration/pages')).json<{ pages: number }>();
    expect(pages.pages).toBeGreaterThanOrEqual(1);
    const image = await send('GET', '/declaration/pages/1/image');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await send('GET', `/declaration/pages/${pages.pages + 1}/image`)).statusCode).toBe(404);

    const english = pdfText((await send('GET', '/declaration/pdf?version=translation')).rawPayload);
    expect(english).toMatch(/1\.\s+My name is Rosa\./);
    expect(english).toContain('I declare under penalty of perjury');
    expect(english).toContain('English translation of the original written in Spanish.');
  });

  it('makes the translation package with the translator’s certificate once every section is translated', async () => {
    const incomplete = await send('GET', '/declaration/package');
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({ reason: 'translation.incomplete' });
    await send('PUT', '/declaration/sections/what_happened/translation', {
      text: 'On 14 February 2021, at my market stall in San Miguel, two men threatened me with a gun.',
    });
    const ready = await send('GET', '/declaration/package');
    expect(ready.statusCode, ready.body).toBe(200);
    const text = pdfText(ready.rawPayload);
    expect(text).toContain('Declaro bajo pena de perjurio');
    expect(text).toContain('I declare under penalty of perjury');
    expect(text).toContain('Certificate of Translation');
    expect(text).toMatch(/Spanish/);
    expect(text).toMatch(/Declaration in support of my application for asylum/);
  });

  it('marks a translation out of date when its original changes, and makes no certificate until it is current', async () => {
    const before = (await send('GET', '/declaration?lang=en')).json<DeclarationView>();
    const seen = before.sections[1]!.revision;
    expect(before.sections[1]!.translation).toMatchObject({ standing: 'current' });
    const story = before.sections[1]!.original.text;
    await send('PUT', '/declaration/sections/what_happened', {
      text: `${story}\nMe escondí en casa de mi tía.`,
    });

    const after = (await send('GET', '/declaration?lang=en')).json<DeclarationView>();
    expect(after.sections[1]!.translation).toMatchObject({ standing: 'out-of-date' });
    expect(after.sections[1]!.revision).not.toBe(seen);
    expect(after.sections[0]!.translation).toMatchObject({ standing: 'current' });
    const stale = await send('GET', '/declaration/package');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'translation.outOfDate' });

    // Saved against the original the translator saw before the change, it still translates that one.
    await send('PUT', '/declaration/sections/what_happened/translation', {
      text: 'On 14 February 2021, two men threatened me with a gun.',
      translates: seen,
    });
    expect((await send('GET', '/declaration/package')).statusCode).toBe(409);
    await send('PUT', '/declaration/sections/what_happened/translation', {
      text: 'On 14 February 2021, two men threatened me with a gun.\nI hid at my aunt’s house.',
      translates: after.sections[1]!.revision,
    });
    const current = (await send('GET', '/declaration?lang=en')).json<DeclarationView>();
    expect(current.sections[1]!.translation).toMatchObject({ standing: 'current' });
    expect((await send('GET', '/declaration/package')).statusCode).toBe(200);
  });

  it('answers each save with the original’s new revision and the translation’s standing, so the page never holds a stale one', async () => {
    const before = (await send('GET', '/declaration?lang=en')).json<DeclarationView>();
    const story = before.sections[1]!.original.text;
    const changed = await send('PUT', '/declaration/sections/what_happened', {
      text: `${story}\nDespués crucé la frontera.`,
    });
    const saved = changed.json<{ revision: string; translationStanding: string | null }>();
    expect(saved.revision).not.toBe(before.sections[1]!.revision);
    expect(saved.translationStanding).toBe('out-of-date');

    // A translation sent with the revision the page held before the change is told it is out of date.
    const stale = await send('PUT', '/declaration/sections/what_happened/translation', {
      text: 'On 14 February 2021, two men threatened me.\nThen I crossed the border.',
      translates: before.sections[1]!.revision,
    });
    expect(stale.json()).toMatchObject({ translationStanding: 'out-of-date' });

    // Sent with the revision the original's save answered, it is current, on the page and in the missing items.
    const fresh = await send('PUT', '/declaration/sections/what_happened/translation', {
      text: 'On 14 February 2021, two men threatened me.\nThen I crossed the border.',
      translates: saved.revision,
    });
    expect(fresh.json()).toMatchObject({ translationStanding: 'current', revision: saved.revision });
    const view = (await send('GET', '/declaration?lang=en')).json<DeclarationView>();
    expect(view.sections[1]!.translation).toMatchObject({ standing: 'current' });
  });

  it('refuses a machine draft when no service is configured', async () => {
    const response = await send('POST', '/declaration/translation/draft');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'translation.notConfigured' });
  });

  it('is read-only at 100 %, enforced by the server', async () => {
    const done = await paidApplicant(t, 'vawasp');
    await send('PUT', '/declaration/sections/how_we_met', { text: 'We met in 2018.' }, done);
    await t.database.db.update(cases).set({ step: 'initial-review' }).where(eq(cases.id, done.caseId));
    const refused = await send('PUT', '/declaration/sections/how_we_met', { text: 'Changed.' }, done);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'case.readOnly' });
    const view = (await send('GET', '/declaration?lang=en', undefined, done)).json<DeclarationView>();
    expect(view.readOnly).toBe(true);
    expect(view.sections[0]!.original.text).toBe('We met in 2018.');
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/declaration' })).statusCode).toBe(401);
  });
});

async function stubCertificate(request: CertificateRequest): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage()
    .drawText(`CERTIFICATE OF TRANSLATION for ${request.documentTitle}`, { x: 40, y: 700, size: 10, font });
  return doc.save();
}

describe('a machine draft of the translation and the package', () => {
  let withService: AuthTestApp;
  let service: FakeLibreTranslate;
  let writer: PaidApplicant;

  beforeAll(async () => {
    service = await startFakeLibreTranslate({ dictionary: { 'Me amenazaron': 'They threatened me' } });
    withService = await createAuthTestApp({
      env: { LIBRETRANSLATE_URL: service.url },
      replaceModule: (module) =>
        module.name === 'declaration' ? createDeclarationModule({ certificate: stubCertificate }) : module,
    });
    writer = await paidApplicant(withService, 'asylum');
  }, 60_000);

  afterAll(async () => {
    await withService?.close();
    await service?.close();
  });

  it('fills untranslated sections as a draft marked for review, and never replaces a translator’s text', async () => {
    const on = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      send(method, url, payload, writer, withService);
    await on('PUT', '/declaration/language', { language: 'es' });
    await on('PUT', '/declaration/sections/what_happened', { text: 'Me amenazaron en 2021.' });
    await on('PUT', '/declaration/sections/about_me', { text: 'Nací en 1990.' });
    await on('PUT', '/declaration/sections/about_me/translation', { text: 'I was born in 1990.' });
    const drafted = await on('POST', '/declaration/translation/draft?lang=en');
    expect(drafted.statusCode, drafted.body).toBe(200);
    const view = drafted.json<DeclarationView>();
    expect(view.machineTranslation).toBe(true);
    expect(view.sections[0]!.translation).toMatchObject({ text: 'I was born in 1990.', machineDraft: false });
    expect(view.sections[1]!.translation).toMatchObject({
      text: 'They threatened me en 2021.',
      machineDraft: true,
    });
    expect(service.requests).toEqual([
      { q: 'Me amenazaron en 2021.', source: 'es', target: 'en', format: 'text' },
    ]);
    const english = pdfText((await on('GET', '/declaration/pdf?version=translation')).rawPayload);
    expect(english).toContain('Draft — not yet reviewed by a translator');

    const unreviewed = await on('GET', '/declaration/package');
    expect(unreviewed.statusCode).toBe(409);
    expect(unreviewed.json()).toMatchObject({ reason: 'translation.unreviewed' });
    await on('PUT', '/declaration/sections/what_happened/translation', {
      text: 'They threatened me in 2021.',
    });
    const ready = await on('GET', '/declaration/package');
    expect(ready.statusCode, ready.body).toBe(200);
    const text = pdfText(ready.rawPayload);
    expect(text).toContain('Declaración en apoyo de mi solicitud de asilo');
    expect(text).toMatch(/2\.\s+They threatened me in 2021\./);
    expect(text).toContain(
      'CERTIFICATE OF TRANSLATION for Declaration in support of my application for asylum',
    );
    expect(text).not.toContain('Draft — not yet reviewed');
  });
});
