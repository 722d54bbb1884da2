/**
 * Steps shared by the journeys that walk a whole case from the home page to the downloaded package by
 * clicking and typing only into what the screens show.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { linkFromOutbox, uniqueContact } from '../../support/accounts';
import { drawSignature, PASSWORD } from '../../support/applicant';
import { baseCatalog, catalog, type Locale } from '../../support/catalogs';
import { fillFamilyMember, payInFullAndSign } from '../../support/checkout';
import { answerToTheEnd, type AnswerPlan } from '../../support/answer-questionnaire';
import { answerQuestionnaire, type Script } from '../../support/eligibility';
import { expect, type Page } from '../../support/test';

/** Saves what the screen shows, for a person to look at after the run (kept with the test results). */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const folder = testInfo.outputPath('screens');
  mkdirSync(folder, { recursive: true });
  const count = (shot.counts.get(testInfo.testId) ?? 0) + 1;
  shot.counts.set(testInfo.testId, count);
  await page.screenshot({
    path: path.join(folder, `${String(count).padStart(2, '0')}-${name}.png`),
    fullPage: true,
  });
}
shot.counts = new Map<string, number>();

/** What the screen offers, printed while a journey is being written. */
export async function offers(page: Page) {
  const seen = await page.evaluate(() => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    return {
      url: location.pathname,
      headings: [...document.querySelectorAll('h1,h2')].filter(visible).map(text),
      actions: [...document.querySelectorAll('a,button,input,select,textarea')]
        .filter(visible)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? element.getAttribute('name') ?? ''}] ${text(element) || (element.getAttribute('aria-label') ?? '')}${element.getAttribute('href') ? ` -> ${element.getAttribute('href')}` : ''}`,
        ),
    };
  });
  console.log(JSON.stringify(seen, null, 1));
}

/** The one address a journey types: the home page, in the applicant's language. */
export async function openHome(page: Page, locale: Locale) {
  await page.goto(locale === 'es' ? '/es' : '/');
}

/** From the home page's Start through the screener, answering from the script, to its outcome. */
export async function screen(page: Page, locale: Locale, script: Script) {
  const prefix = locale === 'es' ? '/es' : '';
  await page.getByTestId('home-start').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/pre-questionnaire$`));
  await page.getByTestId('start-questionnaire').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/questionnaire$`), { timeout: 20_000 });
  await answerQuestionnaire(page, script);
}

/**
 * From the screener's good news to a signed-in applicant: the confirmation steps, the sign-up form, the
 * activation link, the login form. Returns the email and phone the account was made with.
 */
export async function signUp(page: Page, locale: Locale, name: { first: string; last: string }) {
  const prefix = locale === 'es' ? '/es' : '';
  const auth = catalog(locale, 'auth');
  const base = baseCatalog(locale);
  await page.getByTestId('great-news-continue').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/eligibility-confirmation$`));
  for (let step = 0; step < 3; step++) await page.getByTestId('confirmation-next').click();
  await page.getByTestId('confirmation-understood').check();
  await page.getByTestId('confirmation-create-account').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/create-account$`));

  const { email, phone } = uniqueContact(`walk-${locale}`);
  await page.getByLabel(auth('createAccount.name'), { exact: true }).fill(name.first);
  await page.getByLabel(auth('createAccount.lastName')).fill(name.last);
  await page.getByLabel(auth('createAccount.email'), { exact: true }).fill(email);
  await page.getByLabel(auth('createAccount.confirmEmail')).fill(email);
  await page.getByLabel(auth('createAccount.phone'), { exact: true }).fill(phone);
  await page.getByLabel(auth('createAccount.confirmPhone')).fill(phone);
  await page.getByLabel(auth('createAccount.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(auth('createAccount.confirmPassword')).fill(PASSWORD);
  await page.getByRole('button', { name: auth('createAccount.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/instructions-activate$`));

  // The one address not clicked: the activation link, as the person opens it from their email.
  await page.goto(await linkFromOutbox(page.request, email, '/activate-account'));
  await expect(page).toHaveURL(new RegExp(`${prefix}/account-activated$`));
  await page.getByTestId('activated-log-in').click();
  await page.getByLabel(base('login.identifier')).fill(email);
  await page.getByLabel(base('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: base('login.submit'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { email, phone };
}

export interface Relative {
  firstName: string;
  lastName: string;
  month: string;
  day: string;
  year: string;
  married: boolean;
}

/**
 * Plan selection to the start of the application: the state, the family members the price counts, the
 * full plan paid with a good card in the checkout pop-up, the terms, the contract and its signature.
 */
export async function payAndSign(
  page: Page,
  locale: Locale,
  family: { spouse?: Relative; children?: Relative[] } = {},
) {
  const prefix = locale === 'es' ? '/es' : '';
  const familyText = catalog(locale, 'family');
  await expect(page).toHaveURL(new RegExp(`${prefix}/plan-selection$`));
  await page.locator('select[name="state"]').selectOption('TX');
  if (family.spouse !== undefined) {
    await page.getByRole('button', { name: familyText('add.spouse') }).click();
    await fillFamilyMember(page, locale, family.spouse);
  }
  for (const child of family.children ?? []) {
    await page.getByRole('button', { name: familyText('add.child') }).click();
    await fillFamilyMember(page, locale, child);
  }
  await payInFullAndSign(page, locale, (signing) => drawSignature(signing, 'signature-canvas'));
}

/** A photo of a printed page, drawn in the browser, as JPEG bytes: what a phone camera would send. */
export async function photoOf(page: Page, lines: readonly string[]): Promise<Buffer> {
  const base64 = await page.evaluate(async (lines) => {
    const [width, height] = [2600, 200 + Math.max(lines.length, 8) * 110];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f2efe6';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#111';
    context.font = '64px monospace';
    lines.forEach((line, index) => context.fillText(line, 60, 140 + index * 110));
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, lines);
  return Buffer.from(base64, 'base64');
}

/** Back to the dashboard through the link every page's footer shows. */
export async function toDashboard(page: Page, locale: Locale) {
  const prefix = locale === 'es' ? '/es' : '';
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: baseCatalog(locale)('footer.myCase'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/case-dashboard$`));
  await expect(page.getByTestId('next-step')).toBeVisible({ timeout: 20_000 });
}

/** What a journey does on each screen the dashboard's next step leads to, by the screen's path. */
export type Handlers = Record<string, (page: Page, url: URL) => Promise<void>>;

/**
 * Follows the dashboard's next step, again and again, doing on each screen what it asks, until the
 * dashboard says the case can be sent for preparation. Fails on a screen no handler knows, naming it.
 */
export async function followNextSteps(page: Page, locale: Locale, handlers: Handlers, testInfo: TestInfo) {
  const done: string[] = [];
  for (let steps = 0; ; steps++) {
    expect(steps, `the next steps end (done: ${done.join(', ')})`).toBeLessThan(40);
    await toDashboard(page, locale);
    // The next step is read once the dashboard has its fresh list of what is missing.
    await page.waitForLoadState('networkidle');
    const next = page.getByTestId('next-step');
    // While the case is being prepared, the next step is the first missing item once the list is loaded.
    await expect(next).toHaveAttribute('data-next', /^(missing|submit-for-preparation)$/, {
      timeout: 20_000,
    });
    const key = await next.getAttribute('data-next');
    if (key === 'submit-for-preparation') return done;
    const title = (await next.locator('#next-step-title').textContent()) ?? '';
    // The list read from the cache may refresh to "nothing missing" as the dashboard opens: the step
    // shown is then the submit, which has no link to follow.
    const followed = await next
      .getByTestId('next-step-action')
      .click({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!followed) {
      await expect(next).toHaveAttribute('data-next', 'submit-for-preparation');
      return done;
    }
    await expect(page).not.toHaveURL(/\/case-dashboard$/);
    await page.waitForLoadState('networkidle');
    const url = new URL(page.url());
    const screenPath = url.pathname.replace(/^\/es/, '');
    await shot(page, testInfo, `next-${screenPath.slice(1)}`);
    const handler = handlers[screenPath];
    if (handler === undefined) {
      await offers(page);
      throw new Error(`no way known forward from "${title}" at ${url.pathname}${url.search}`);
    }
    expect(done.slice(-2), `"${title}" stays the next step once done`).not.toEqual([title, title]);
    done.push(title);
    await handler(page, url);
  }
}

/** The lines printed on the photo of each kind of document; others get a plain printed page. */
export type PrintedDocuments = Record<string, readonly string[]>;

const PLAIN_PAGE = [
  'OFFICIAL RECORD',
  'This page is a copy of an official record.',
  'Issued by the office named below, on the date shown.',
  'Registry office, page 1 of 1',
];

const TRANSLATION = [
  'ENGLISH TRANSLATION',
  'This is the complete English translation of the attached document.',
  'Name, date and place of birth are written as in the original.',
  'The seal of the issuing office appears at the bottom of the page.',
];

/** Photographs the document the upload screen asks for, reviews the pages and saves them. */
async function uploadShown(page: Page, locale: Locale, lines: readonly string[]) {
  const docs = catalog(locale, 'documents');
  await expect(page).toHaveURL(/\/document-upload\?/);
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoOf(page, lines) });
  await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(1, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: docs('upload.review') }).click();
  await page.getByRole('button', { name: docs('merge.save') }).click();
  await expect(page).not.toHaveURL(/\/document-(upload|merge)/, { timeout: 30_000 });
}

/** The screens where documents are asked for: a person's checklist, a document's upload. */
export function documentHandlers(locale: Locale, printed: PrintedDocuments): Handlers {
  const docs = catalog(locale, 'documents');
  const linesFor = (url: URL) => {
    const person = url.searchParams.get('person') ?? 'principal';
    const document = url.searchParams.get('document') ?? '';
    return printed[`${person}:${document}`] ?? printed[document] ?? PLAIN_PAGE;
  };
  return {
    // A photo ID is missing: the passport is the one this person has.
    '/document-checklist': async (page, url) => {
      await page
        .getByTestId('card-passport')
        .getByRole('link', { name: docs('card.upload') })
        .click();
      await uploadShown(page, locale, linesFor(new URL(page.url())) ?? linesFor(url));
    },
    '/document-upload': async (page, url) => uploadShown(page, locale, linesFor(url)),
    // A document not in English: its English translation, made by someone who knows both languages.
    '/document-translate': async (page) => {
      await expect(page.getByTestId('translation-status')).toHaveText(docs('translate.needed'), {
        timeout: 60_000,
      });
      await page.getByTestId('translation-input').setInputFiles({
        name: 'translation.jpg',
        mimeType: 'image/jpeg',
        buffer: await photoOf(page, TRANSLATION),
      });
      await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(1, {
        timeout: 30_000,
      });
      await page.getByRole('button', { name: docs('translate.save') }).click();
      await expect(page.getByTestId('translation-status')).toHaveText(docs('translate.saved'), {
        timeout: 30_000,
      });
    },
  };
}

/** A section of the legal questions, answered page by page to its end, then left through its end dialog. */
export function legalHandlers(plan: AnswerPlan = {}): Handlers {
  return {
    '/legal-questions': async (page) => {
      // The questions load from the server; on a busy phone that takes a while.
      await expect(page.getByTestId('questionnaire')).toBeVisible({ timeout: 60_000 });
      await answerToTheEnd(page, plan);
      await page.getByTestId('end-continue').click();
    },
  };
}

/** A part of the declaration in the applicant's words, and its English translation. */
const STORY = {
  es: 'El 14 de febrero de 2022 dos hombres llegaron a mi puesto del mercado y me amenazaron. Me dijeron que volverían por mí y por mi familia si hablaba con alguien.',
  en: 'On February 14, 2022 two men came to my stall at the market and threatened me. They said they would come back for me and my family if I spoke to anyone.',
};

/** The declaration: its language chosen, each required part written, each part's English translation typed. */
export function declarationHandlers(locale: Locale): Handlers {
  const d = catalog(locale, 'declaration');
  const saved = (field: ReturnType<Page['getByTestId']>) =>
    expect(field.locator('xpath=..').getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  return {
    '/declaration-landing': async (page) => {
      const language = d(locale === 'es' ? 'landing.languageEs' : 'landing.languageEn');
      await page.getByRole('button', { name: language, exact: true }).click();
      await expect(page.getByText(d('landing.writtenIn', { language }))).toBeVisible();
    },
    '/declaration-sections': async (page) => {
      await page.getByTestId('section-text').fill(STORY[locale]);
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
    },
    '/declaration': async (page, url) => {
      const field = page.getByTestId(url.hash.slice(1));
      await expect(field).toBeVisible();
      await field.fill(STORY.en);
      await saved(field);
      // A translation of an earlier Spanish text is marked out of date; the translator says it still fits.
      const key = url.hash.slice('#translation-'.length);
      const part = page.getByTestId(`translation-part-${key}`);
      await expect(part).toHaveAttribute('data-standing', /^(current|out-of-date)$/);
      if ((await part.getAttribute('data-standing')) === 'out-of-date') {
        await page.getByTestId(`still-correct-${key}`).click();
        await expect(part).toHaveAttribute('data-standing', 'current');
      }
    },
  };
}

/** "1 pages", "1 páginas": a count of one given the plural. */
const ONE_PAGES = /(^|[^\d])1 (pages|páginas)\b/;

/**
 * From the dashboard at 100 %: sends the case for preparation, confirms each part of the review,
 * approves it with both ticks and goes to the download page, where the package is built.
 */
export async function submitReviewApprove(page: Page, locale: Locale, testInfo: TestInfo) {
  const prefix = locale === 'es' ? '/es' : '';
  const review = catalog(locale, 'review');
  await page.getByTestId('submit-for-preparation').click();
  await page.getByTestId('submit-modal-confirm').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/review-landing$`));
  const landing = page.getByTestId('review-landing');
  await expect(landing).toHaveAttribute('data-review', 'initial', { timeout: 30_000 });
  await shot(page, testInfo, 'review');
  // Nothing was changed since the eligibility check, so nothing says it was; a count of one is singular.
  await expect(page.getByTestId('screening-change-notice')).toHaveCount(0);
  await expect(page.getByText(ONE_PAGES)).toHaveCount(0);
  // Each part confirmed in turn; the last one opens the final review.
  for (const section of ['forms', 'evidence'] as const) {
    await page.getByTestId(`confirm-${section}`).click();
    await expect(page.getByTestId(`review-section-${section}`)).toHaveAttribute('data-confirmed', 'true');
  }
  await page.getByTestId('confirm-declaration').click();
  await expect(landing).toHaveAttribute('data-review', 'final');
  await page.getByTestId('approve-accurate').check();
  await page.getByTestId('approve-no-legal-advice').check();
  await page.getByTestId('approve-button').click();
  await expect(page.getByTestId('review-approved')).toBeVisible();
  await page.getByRole('link', { name: review('landing.toDownload') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/download-case$`));
  await expect(page.getByTestId('package-ready')).toBeVisible({ timeout: 120_000 });
  await shot(page, testInfo, 'download');
  await expect(page.getByText(ONE_PAGES)).toHaveCount(0);
}

/** Downloads a part of the package by its button and returns the file's path. */
async function downloadPart(page: Page, part: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`download-${part}`).click();
  return (await (await downloading).path())!;
}

/** The bookmarks of a PDF as pdf-lib writes them: UTF-16 hex strings after the byte order mark. */
function bookmarksOf(file: string): string[] {
  const bytes = readFileSync(file).toString('latin1');
  return [...bytes.matchAll(/\/Title <FEFF([0-9A-F]+)>/gi)].map(([, hex]) =>
    String.fromCharCode(...hex!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16))),
  );
}

const textOf = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

export interface PackageParts {
  /** The form numbers the package must hold, each with its pages to sign: 'I-589'. */
  forms: string[];
  /** Whether the declaration was written in Spanish, so it goes with its translation and certificate. */
  spanish: boolean;
}

/**
 * Downloads the whole package and the "where to sign" sheet, and checks the package holds the cover
 * letter, each form, the declaration (with its English translation and the
 * translator's certificate when written in Spanish) and the exhibits, and that the sheet names each
 * form and each page of the declaration's set that is signed.
 */
export async function checkPackage(page: Page, expected: PackageParts) {
  const whole = await downloadPart(page, 'package');
  const marks = bookmarksOf(whole);
  expect(marks).toContain('Cover letter');
  expect(marks).toContain('Declaration');
  expect(marks).toContain('Index of exhibits');
  expect(marks.some((mark) => mark.startsWith('Tab '))).toBe(true);
  for (const form of expected.forms) {
    expect(
      marks.some((mark) => mark.includes(form) && !/instructions/i.test(mark)),
      form,
    ).toBe(true);
  }
  const text = textOf(whole).replace(/\s+/g, ' ');
  expect(text).toContain(STORY.en.slice(0, 40));
  if (expected.spanish) {
    expect(text).toContain(STORY.es.slice(0, 40));
    expect(text).toMatch(/competent to translate/i);
  }

  // Each entry of the sheet reads "<what>, page <n> (page <p> of your package)", in the applicant's language.
  const sheet = textOf(await downloadPart(page, 'sign-here'));
  const entries = sheet
    .split('\n')
    .map((line) => /^\s*(.+?), (?:page|página) \d+ \((?:page|página) \d+/.exec(line)?.[1])
    .filter((what): what is string => what !== undefined);
  const listed = (what: RegExp) => entries.some((entry) => what.test(entry));
  for (const form of expected.forms)
    expect(listed(new RegExp(form)), `the sheet lists ${form}: ${entries.join(' | ')}`).toBe(true);
  expect(listed(/declaration|declaración/i), `the sheet lists the declaration: ${entries.join(' | ')}`).toBe(
    true,
  );
  if (expected.spanish) {
    expect(listed(/translation|traducción/i), `the sheet lists the translation: ${entries.join(' | ')}`).toBe(
      true,
    );
    expect(
      listed(/certificate|certificado/i),
      `the sheet lists the translator's certificate: ${entries.join(' | ')}`,
    ).toBe(true);
  }
}
