import { answerLegalQuestionnaire, answerToTheEnd } from '../support/answer-questionnaire';
import { caseForms, downloadForm, fetchFilledForm, filledFields } from '../support/case-forms';
import { catalog } from '../support/catalogs';
import { T_VISA } from '../support/eligibility';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { answerNameAndSafeAddress, HOME_STREET, SAFE_STREET } from '../support/safe-address-answers';
import { expect, type Page, test } from '../support/test';

/**
 * The T visa forms at phone size, in English: a survivor of trafficking (account and payment set up
 * through the API) answers the whole legal questionnaire on screen, with a safe mailing address in
 * "About you"; the checklist and the review of every form's notice pages show that USCIS will write
 * to that address and not home, and every filled form downloads, the I-914 with the safe address on
 * its notice fields.
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

  test('the whole questionnaire answered, the safe address on every notice page in the review, every form downloads', async ({
    page,
    consoleErrors,
  }) => {
    await signUpAsTvisaApplicant(page);

    await page.goto('/legal-sections');
    await answerNameAndSafeAddress(page, 'en', { first: 'Maria', last: 'Ramirez' });
    await answerToTheEnd(page);
    await page.getByTestId('end-continue').click();
    await expect(page).toHaveURL(/\/legal-sections$/);
    await answerLegalQuestionnaire(page, 'en');
    await page.getByRole('button', { name: forms('sections.toForms') }).click();
    await expect(page).toHaveURL(/\/forms-checklist$/);

    const notice = page.getByTestId('notice-address-i-914');
    await expect(notice).toContainText(forms('checklist.noticeAddress', { pages: '1' }));
    await expect(notice).toContainText(SAFE_STREET);
    await expect(notice).not.toContainText(HOME_STREET);

    const listed = await caseForms(page, 'en');
    expect(listed.map((form) => form.id)).toContain('i-914');
    // Every form USCIS writes from is reviewed on screen; the others are filled without drawing.
    for (const form of listed) {
      const pages = form.notice?.pages ?? [];
      if (form.id !== 'i-914' && pages.length === 0) {
        await fetchFilledForm(page, form.id);
        continue;
      }
      await page.goto(`/review-forms?form=${form.id}`);
      for (const pageNumber of pages) {
        const onPage = page.getByTestId(`notice-address-page-${pageNumber}`);
        await expect(onPage).toContainText(SAFE_STREET);
        await expect(onPage).not.toContainText(HOME_STREET);
      }
      const field = await filledFields(await downloadForm(page, form.id));
      if (form.id === 'i-914') {
        expect(field('P1_Line8_StreetNumberName[0]')).toBe(SAFE_STREET);
        expect(field('P1_Line8_CityOrTown[0]')).toBe('Houston');
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});
