/**
 * Steps shared by the journeys that walk a whole case from the home page to the downloaded package by
 * clicking and typing only into what the screens show.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { linkFromOutbox, uniqueContact } from '../../support/accounts';
import { drawSignature, PASSWORD } from '../../support/applicant';
import { baseCatalog, catalog, type Locale } from '../../support/catalogs';
import { fillFamilyMember, fillSandboxCard, GOOD_CARD, openCheckout } from '../../support/checkout';
import { answerQuestionnaire, type Script } from '../../support/eligibility';
import { expect, type Page } from '../../support/test';

/** Saves what the screen shows, for a person to look at after the run (kept with the test results). */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const folder = testInfo.outputPath('screens');
  mkdirSync(folder, { recursive: true });
  const count = (shot.counts.get(testInfo.testId) ?? 0) + 1;
  shot.counts.set(testInfo.testId, count);
  await page.screenshot({ path: path.join(folder, `${String(count).padStart(2, '0')}-${name}.png`), fullPage: true });
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
  const payment = catalog(locale, 'payment');
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
  await page.getByTestId('plan-full').click();
  await page.getByRole('button', { name: payment('continue.full') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/pay$`));
  const popup = await openCheckout(page);
  await fillSandboxCard(popup, GOOD_CARD);
  await expect(page).toHaveURL(new RegExp(`${prefix}/success-pay`), { timeout: 20_000 });
  await popup.close();
  await page.getByTestId('consent-terms').check();
  await page.getByTestId('consent-privacy').check();
  await page.getByTestId('accept-terms-submit').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/contract$`));
  await page.getByTestId('contract-continue').click();
  await page.getByTestId('considerations-checkbox').check();
  await page.getByTestId('considerations-modal-confirm').click();
  await drawSignature(page, 'signature-canvas');
  await page.getByTestId('signature-sign').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/start-application$`), { timeout: 20_000 });
}
