import { expectNoSeriousViolation } from '../support/axe';
import { catalog, type Locale } from '../support/catalogs';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test, type Page } from '../support/test';

/**
 * The legal questionnaire and the I-589 at phone size, in both languages: an asylum applicant opens
 * the legal landing and its sections, answers the first pages of "About you" (changing the mailing
 * branch midway), reviews the filled I-589 drawn page by page on the server, downloads it, edits the
 * section from the review and sees the page drawn again.
 */

const TEXTS = {
  en: {
    aboutYou: 'About you',
    cat: 'Do you also want to ask for protection under the Convention Against Torture?',
    yes: 'Yes',
    no: 'No',
    family: 'Family name (last name)',
    given: 'Given name (first name)',
    street: 'Street number and name',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    mailingSame: 'Should USCIS send your letters to this same address?',
    mailing: 'Your safe mailing address',
  },
  es: {
    aboutYou: 'Sobre usted',
    cat: '¿Quiere pedir también protección bajo la Convención contra la Tortura?',
    yes: 'Sí',
    no: 'No',
    family: 'Apellido o apellidos',
    given: 'Nombre',
    street: 'Número y nombre de la calle',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    mailingSame: '¿Debe USCIS enviar sus cartas a esta misma dirección?',
    mailing: 'Su dirección postal segura',
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function next(page: Page) {
  await page.getByTestId('questionnaire-next').click();
}

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const prefix = locale === 'es' ? '/es' : '';
  const forms = catalog(locale, 'forms');
  const texts = TEXTS[locale];

  test.describe(`legal questionnaire and forms (${locale})`, () => {
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('sections, answers with a change of branch, review, download and edit', async ({
      page,
      consoleErrors,
    }) => {
      await signUpPaidApplicant(page, locale);

      await page.goto(`${prefix}/legal-landing`);
      await expect(page.getByText(forms('landing.saves'))).toBeVisible();
      await page.getByRole('button', { name: forms('landing.start') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/legal-sections$`));
      await expect(page.getByTestId('section-about_you')).toBeVisible();
      await expect(page.getByTestId('section-signature')).toBeVisible();
      await expectNoSeriousViolation(page);

      await page.getByTestId('section-about_you').click();
      await expect(page).toHaveURL(/\/legal-questions\?section=\d+$/);
      await next(page);
      await expect(heading(page, texts.cat)).toBeVisible();
      await page.getByLabel(texts.yes, { exact: true }).check();
      await next(page);
      await page.getByLabel(texts.family, { exact: true }).fill('Lopez');
      await page.getByLabel(texts.given, { exact: true }).fill('Maria');
      await next(page);
      await page.getByLabel(texts.street, { exact: true }).fill('100 Main St');
      await page.getByLabel(texts.city, { exact: true }).fill('Houston');
      await page.getByLabel(texts.state, { exact: true }).selectOption('TX');
      await page.getByLabel(texts.zip, { exact: true }).fill('77002');
      await next(page);
      // The branch: a safe mailing address is asked only when letters should not go home.
      await expect(heading(page, texts.mailingSame)).toBeVisible();
      await page.getByLabel(texts.no, { exact: true }).check();
      await next(page);
      await expect(heading(page, texts.mailing)).toBeVisible();
      await page.getByTestId('questionnaire-back').click();
      await expect(heading(page, texts.mailingSame)).toBeVisible();
      await page.getByLabel(texts.yes, { exact: true }).check();
      await next(page);
      await expect(heading(page, texts.mailing)).toHaveCount(0);

      // The checklist and the review: page 1 drawn from the filled PDF, the section outlined.
      await page.goto(`${prefix}/forms-checklist`);
      // The work permit (I-765) waits for the day USCIS received the asylum application.
      await expect(page.getByTestId('offer-i-765')).toContainText(
        forms('offer.dateMissing', { days: '150' }),
      );
      await page.getByTestId('form-i-589').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/review-forms\\?form=i-589$`));
      await expect(page.getByTestId('form-page-1').getByTestId('form-page-image')).toBeVisible({
        timeout: 30_000,
      });
      await page
        .getByRole('button', { name: forms('review.show', { section: texts.aboutYou }) })
        .first()
        .click();

      const download = page.waitForEvent('download');
      await page.getByTestId('download-form').click();
      expect((await download).suggestedFilename()).toBe('i-589.pdf');

      // Editing the section from its page, then seeing that page drawn again.
      await page.getByTestId('edit-about_you-page-1').click();
      await expect(page).toHaveURL(/\/edit-section-answers\?section=\d+&form=i-589&page=1$/);
      await expect(page.getByTestId('questionnaire-next')).toBeVisible();
      await expectNoSeriousViolation(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
