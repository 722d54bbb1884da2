import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { catalog } from '../support/catalogs';
import { T_VISA } from '../support/eligibility';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { answerNameAndSafeAddress, HOME_STREET, SAFE_STREET } from '../support/safe-address-answers';
import { expect, type Page, test } from '../support/test';

/**
 * The T visa forms at phone size, in English: a survivor of trafficking (account and payment set up
 * through the API) answers "About you" with a safe mailing address, sees on the forms checklist that
 * USCIS will write to that address for the I-914 and not home, and downloads the filled I-914 with the
 * safe address on its notice fields.
 */

const forms = catalog('en', 'forms');

/** An eligible T visa applicant with a paid case and a signed contract, set up through the API. */
async function signUpAsTvisaApplicant(page: Page) {
  await signUpPaidApplicant(page, 'en', {
    script: T_VISA,
    strategy: 'tvisa',
    name: { first: 'Maria', last: 'Ramirez' },
  });
}

test.describe('T visa forms (en)', () => {
  test.slow();
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('a safe mailing address goes on the I-914 notice fields, is named on the checklist, and the I-914 downloads', async ({
    page,
    consoleErrors,
  }) => {
    await signUpAsTvisaApplicant(page);

    await page.goto('/legal-sections');
    await answerNameAndSafeAddress(page, 'en', { first: 'Maria', last: 'Ramirez' });

    await page.goto('/forms-checklist');
    const notice = page.getByTestId('notice-address-i-914');
    await expect(notice).toContainText(forms('checklist.noticeAddress', { pages: '1' }));
    await expect(notice).toContainText(SAFE_STREET);
    await expect(notice).not.toContainText(HOME_STREET);

    await page.getByTestId('form-i-914').click();
    await expect(page).toHaveURL(/\/review-forms\?form=i-914$/);
    await expect(page.getByTestId('notice-address-page-1')).toContainText(SAFE_STREET);
    const download = page.waitForEvent('download');
    await page.getByTestId('download-form').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('i-914.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = (await PDFDocument.load(bytes)).getForm();
    const field = (name: string) => pdf.getTextField(`form1[0].#subform[0].P1_Line8_${name}[0]`).getText();
    expect(field('StreetNumberName')).toBe(SAFE_STREET);
    expect(field('CityOrTown')).toBe('Houston');
    expect(consoleErrors).toEqual([]);
  });
});
