import { answerLegalQuestionnaire, answerToTheEnd } from '../support/answer-questionnaire';
import { caseForms, downloadForm, fetchFilledForm, filledFields } from '../support/case-forms';
import { catalog } from '../support/catalogs';
import { VAWA_SPOUSE } from '../support/eligibility';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { answerNameAndSafeAddress, HOME_STREET, SAFE_STREET } from '../support/safe-address-answers';
import { expect, type Page, test } from '../support/test';

/**
 * The VAWA forms at phone size, in Spanish: an abused spouse (set up through the API) answers the
 * whole legal questionnaire on screen, with a safe mailing address in "Sobre usted"; the checklist and
 * the review of every form's notice pages show that USCIS will write to that address and not home,
 * and every filled form downloads, the I-360 with the safe address on its notice fields.
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

  test('the whole questionnaire answered, the safe address on every notice page in the review, every form downloads', async ({
    page,
    consoleErrors,
  }) => {
    await signUpAsAbusedSpouse(page);

    await page.goto('/es/legal-sections');
    await answerNameAndSafeAddress(page, 'es', { first: 'Lucia', last: 'Gomez' });
    await answerToTheEnd(page);
    await page.getByTestId('end-continue').click();
    await expect(page).toHaveURL(/\/es\/legal-sections$/);
    await answerLegalQuestionnaire(page, 'es');
    await page.getByRole('button', { name: forms('sections.toForms') }).click();
    await expect(page).toHaveURL(/\/es\/forms-checklist$/);

    const notice = page.getByTestId('notice-address-i-360');
    await expect(notice).toContainText(forms('checklist.noticeAddress', { pages: '2' }));
    await expect(notice).toContainText(SAFE_STREET);
    await expect(notice).not.toContainText(HOME_STREET);
    await expect(page.getByTestId('government-fees')).toContainText('Formulario I-360: sin costo');

    const listed = await caseForms(page, 'es');
    expect(listed.map((form) => form.id)).toContain('i-360');
    // Every form USCIS writes from is reviewed on screen; the others are filled without drawing.
    for (const form of listed) {
      const pages = form.notice?.pages ?? [];
      if (form.id !== 'i-360' && pages.length === 0) {
        await fetchFilledForm(page, form.id);
        continue;
      }
      await page.goto(`/es/review-forms?form=${form.id}`);
      for (const pageNumber of pages) {
        const onPage = page.getByTestId(`notice-address-page-${pageNumber}`);
        await expect(onPage).toContainText(SAFE_STREET);
        await expect(onPage).toContainText('Houston, TX 77001');
        await expect(onPage).not.toContainText(HOME_STREET);
      }
      const field = await filledFields(await downloadForm(page, form.id));
      if (form.id === 'i-360') {
        expect(field('Pt1Line7_StreetNumberName[0]')).toBe(SAFE_STREET);
        expect(field('Pt1Line7_StreetNumberName[0]')).not.toBe(HOME_STREET);
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});
