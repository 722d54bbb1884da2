import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { linkFromOutbox, uniqueContact } from '../support/accounts';
import { drawSignature, logIn, PASSWORD } from '../support/applicant';
import { catalog } from '../support/catalogs';
import { payAndSign } from '../support/checkout';
import { answerQuestionnaire, SCREENED, startFromHome, type Script } from '../support/eligibility';
import { expect, type Page, test } from '../support/test';

/**
 * The T visa forms at phone size, in English: a survivor of trafficking (account and payment set up
 * through the API) answers "About you" with a safe mailing address, sees on the forms checklist that
 * USCIS will write to that address for the I-914 and not home, and downloads the filled I-914 with the
 * safe address on its notice fields.
 */

const forms = catalog('en', 'forms');

const T_VISA: Script = {
  ...SCREENED,
  fear_situation: ['no'],
  harm_situation: ['yes'],
  safe_to_text: ['no'],
  safe_to_email: ['not_sure'],
  safe_to_mail: ['no'],
  spouse_situation: ['no'],
  parent_situation: ['no'],
  trafficking_situation: ['yes'],
  tvisa_recruited: ['yes'],
  tvisa_means: ['fraud', 'debt'],
  tvisa_in_us: ['yes'],
  tvisa_left_us: ['no'],
  tvisa_presence: ['yes'],
  tvisa_under_18: ['no'],
  tvisa_reported: ['no'],
  tvisa_trauma: ['yes'],
  tvisa_hardship: ['retaliation', 'care'],
  tvisa_helped_traffickers: ['no'],
  tvisa_admissibility: ['no'],
};

/** An eligible T visa applicant with an activated, signed-in account; the account is made through the API. */
async function signUpAsTvisaApplicant(page: Page) {
  await startFromHome(page, '');
  await answerQuestionnaire(page, T_VISA);
  await expect(page).toHaveURL(/\/great-news$/);
  const contact = uniqueContact('tvisa-forms');
  const created = await page.evaluate(
    async ({ email, phone, password }) => {
      const { tempToken } = JSON.parse(sessionStorage.getItem('camino.auth')!) as { tempToken: string };
      const response = await fetch('/api/auth/createAccount', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer temp ${tempToken}` },
        body: JSON.stringify({
          name: 'Maria',
          lastName: 'Ramirez',
          email,
          confirmEmail: email,
          phone,
          confirmPhone: phone,
          password,
          confirmPassword: password,
          locale: 'en',
        }),
      });
      return response.status;
    },
    { ...contact, password: PASSWORD },
  );
  expect(created).toBe(201);
  const activation = new URL(await linkFromOutbox(page.request, contact.email, '/activate-account'));
  const activated = await page.request.post('/api/auth/activateAccount', {
    data: { token: activation.searchParams.get('token') },
  });
  expect(activated.ok()).toBe(true);
  await logIn(page, 'en', contact.email);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function next(page: Page) {
  await page.getByTestId('questionnaire-next').click();
}

test.describe('T visa forms (en)', () => {
  test.slow();
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('a safe mailing address goes on the I-914 notice fields, is named on the checklist, and the I-914 downloads', async ({
    page,
    consoleErrors,
  }) => {
    await signUpAsTvisaApplicant(page);
    await payAndSign(page, 'en', (p) => drawSignature(p, 'signature-canvas'));

    await page.goto('/legal-sections');
    await page.getByTestId('section-about_you').click();
    await next(page);
    await page.getByLabel('Family name (last name)', { exact: true }).fill('Ramirez');
    await page.getByLabel('Given name (first name)', { exact: true }).fill('Maria');
    await next(page);
    await page.getByLabel('Street number and name', { exact: true }).fill('742 Evergreen Ter');
    await page.getByLabel('City', { exact: true }).fill('Pasadena');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('ZIP code', { exact: true }).fill('77506');
    await next(page);
    await expect(heading(page, 'Should USCIS send your letters to this same address?')).toBeVisible();
    await page.getByLabel('No', { exact: true }).check();
    await next(page);
    await expect(heading(page, 'Your safe mailing address')).toBeVisible();
    await page.getByLabel('Street number and name', { exact: true }).fill('PO Box 5501');
    await page.getByLabel('City', { exact: true }).fill('Houston');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('ZIP code', { exact: true }).fill('77001');
    await next(page);
    await expect(heading(page, 'Your safe mailing address')).toHaveCount(0);

    await page.goto('/forms-checklist');
    const notice = page.getByTestId('notice-address-i-914');
    await expect(notice).toContainText(forms('checklist.noticeAddress', { pages: '1' }));
    await expect(notice).toContainText('PO Box 5501');
    await expect(notice).not.toContainText('Evergreen');

    await page.getByTestId('form-i-914').click();
    await expect(page).toHaveURL(/\/review-forms\?form=i-914$/);
    await expect(page.getByTestId('notice-address-page-1')).toContainText('PO Box 5501');
    const download = page.waitForEvent('download');
    await page.getByTestId('download-form').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('i-914.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = (await PDFDocument.load(bytes)).getForm();
    const field = (name: string) => pdf.getTextField(`form1[0].#subform[0].P1_Line8_${name}[0]`).getText();
    expect(field('StreetNumberName')).toBe('PO Box 5501');
    expect(field('CityOrTown')).toBe('Houston');
    expect(consoleErrors).toEqual([]);
  });
});
