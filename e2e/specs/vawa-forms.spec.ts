import { catalog } from '../support/catalogs';
import { monthsAgo, SCREENED, type Script } from '../support/eligibility';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, type Page, test } from '../support/test';

/**
 * The VAWA forms at phone size, in Spanish: an abused spouse (set up through the API) answers "Sobre
 * usted" with a safe mailing address, sees on the forms checklist and on the I-360 review pages that
 * USCIS will write to that address and not home, and downloads the filled I-360.
 */

const forms = catalog('es', 'forms');

const VAWA_SPOUSE: Script = {
  ...SCREENED,
  fear_situation: ['no'],
  harm_situation: ['yes'],
  safe_to_text: ['no'],
  safe_to_email: ['not_sure'],
  safe_to_mail: ['no'],
  spouse_situation: ['yes'],
  vawasp_abuser_status: ['us_citizen'],
  vawasp_abuser_lost_status: ['no'],
  vawasp_still_married: ['no'],
  vawasp_divorced: ['yes'],
  vawasp_divorce_date: monthsAgo(12),
  vawasp_divorce_abuse_link: ['yes'],
  vawasp_remarried: ['no'],
  vawasp_good_faith: ['yes'],
  vawasp_lived_together: ['yes'],
  vawasp_abuse: ['yes'],
  vawasp_abuse_in_us: ['yes'],
  vawasp_conditional_residence: ['no'],
  vawasp_moral_character: ['no'],
  parent_situation: ['no'],
  trafficking_situation: ['no'],
};

/** An eligible abused spouse with a paid case and a signed contract, set up through the API. */
async function signUpAsAbusedSpouse(page: Page) {
  await signUpPaidApplicant(page, 'en', {
    script: VAWA_SPOUSE,
    strategy: 'vawasp',
    name: { first: 'Lucia', last: 'Gómez' },
  });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function next(page: Page) {
  await page.getByTestId('questionnaire-next').click();
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
    await page.getByTestId('section-about_you').click();
    await next(page);
    await page.getByLabel('Apellido o apellidos', { exact: true }).fill('Gomez');
    await page.getByLabel('Nombre', { exact: true }).fill('Lucia');
    await next(page);
    await page.getByLabel('Número y nombre de la calle', { exact: true }).fill('742 Evergreen Ter');
    await page.getByLabel('Ciudad', { exact: true }).fill('Pasadena');
    await page.getByLabel('Estado', { exact: true }).selectOption('TX');
    await page.getByLabel('Código postal', { exact: true }).fill('77506');
    await next(page);
    await expect(heading(page, '¿Es seguro que USCIS le envíe sus cartas a esta dirección?')).toBeVisible();
    await page.getByLabel('No', { exact: true }).check();
    await next(page);
    await expect(heading(page, 'Su dirección postal segura')).toBeVisible();
    await page.getByLabel('Número y nombre de la calle', { exact: true }).fill('PO Box 5501');
    await page.getByLabel('Ciudad', { exact: true }).fill('Houston');
    await page.getByLabel('Estado', { exact: true }).selectOption('TX');
    await page.getByLabel('Código postal', { exact: true }).fill('77001');
    await next(page);
    await expect(heading(page, 'Su dirección postal segura')).toHaveCount(0);

    await page.goto('/es/forms-checklist');
    const notice = page.getByTestId('notice-address-i-360');
    await expect(notice).toContainText(forms('checklist.noticeAddress', { pages: '2, 3' }));
    await expect(notice).toContainText('PO Box 5501');
    await expect(notice).not.toContainText('Evergreen');
    await expect(page.getByTestId('government-fees')).toContainText('Formulario I-360: sin costo');

    await page.getByTestId('form-i-360').click();
    await expect(page).toHaveURL(/\/es\/review-forms\?form=i-360$/);
    await expect(page.getByTestId('notice-address-page-2')).toContainText('PO Box 5501');
    await expect(page.getByTestId('notice-address-page-3')).toContainText('Houston, TX 77001');
    const download = page.waitForEvent('download');
    await page.getByTestId('download-form').click();
    expect((await download).suggestedFilename()).toBe('i-360.pdf');
    expect(consoleErrors).toEqual([]);
  });
});
