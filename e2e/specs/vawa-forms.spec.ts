import { catalog } from '../support/catalogs';
import { VAWA_SPOUSE } from '../support/eligibility';
import { answerNameAndSafeAddress, HOME_STREET, SAFE_STREET } from '../support/safe-address-answers';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, type Page, test } from '../support/test';

/**
 * The VAWA forms at phone size, in Spanish: an abused spouse (set up through the API) answers "Sobre
 * usted" with a safe mailing address, sees on the forms checklist and on the I-360 review pages that
 * USCIS will write to that address and not home, and downloads the filled I-360.
 */

const forms = catalog('es', 'forms');

/** An eligible abused spouse with a paid case and a signed contract, set up through the API. */
async function signUpAsAbusedSpouse(page: Page) {
  await signUpPaidApplicant(page, 'en', {
    script: VAWA_SPOUSE,
    strategy: 'vawasp',
    name: { first: 'Lucia', last: 'Gómez' },
  });
}

test.describe('VAWA forms (es)', () => {
  test.slow();
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('a safe mailing address goes on the I-360 notice fields, shown in the review, and the I-360 downloads', async ({
    page,
    consoleErrors,
  }) => {
    await signUpAsAbusedSpouse(page);

    await page.goto('/es/legal-sections');
    await answerNameAndSafeAddress(page, 'es', { first: 'Lucia', last: 'Gomez' });

    await page.goto('/es/forms-checklist');
    const notice = page.getByTestId('notice-address-i-360');
    await expect(notice).toContainText(forms('checklist.noticeAddress', { pages: '2, 3' }));
    await expect(notice).toContainText(SAFE_STREET);
    await expect(notice).not.toContainText(HOME_STREET);
    await expect(page.getByTestId('government-fees')).toContainText('Formulario I-360: sin costo');

    await page.getByTestId('form-i-360').click();
    await expect(page).toHaveURL(/\/es\/review-forms\?form=i-360$/);
    await expect(page.getByTestId('notice-address-page-2')).toContainText(SAFE_STREET);
    await expect(page.getByTestId('notice-address-page-3')).toContainText('Houston, TX 77001');
    const download = page.waitForEvent('download');
    await page.getByTestId('download-form').click();
    expect((await download).suggestedFilename()).toBe('i-360.pdf');
    expect(consoleErrors).toEqual([]);
  });
});
