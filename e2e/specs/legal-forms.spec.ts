import { answerLegalQuestionnaire, answerToTheEnd } from '../support/answer-questionnaire';
import { expectNoSeriousViolation } from '../support/axe';
import { catalog, type Locale } from '../support/catalogs';
import { downloadForm, filledFields } from '../support/case-forms';
import { applicantApi, sendOk } from '../support/complete-case';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test, type Page } from '../support/test';

/**
 * The legal questionnaire and the I-589 at phone size, in both languages: an asylum applicant with a
 * spouse and a child (named as family members before paying) answers every section on screen,
 * changing the mailing branch midway, reviews the filled I-589 drawn page by page on the server,
 * downloads it with the family on it, edits a section from the review and sees the page drawn again,
 * and answers the work permit (I-765) questions.
 */

const TEXTS = {
  en: {
    aboutYou: 'About you',
    cat: 'Do you also want to ask for protection under the Convention Against Torture?',
    yes: 'Yes',
    no: 'No',
    names: 'Your name and immigration numbers',
    family: 'Family name (last name)',
    given: 'Given name (first name)',
    street: 'Street number and name',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    mailingSame: 'Should USCIS send your letters to this same address?',
    mailing: 'Your safe mailing address',
    entries: 'Each time you entered the U.S.',
    entry: 'An entry into the U.S.',
    married: 'Are you legally married now?',
    spouse: 'Your spouse',
    children: 'Do you have children?',
    child: 'A child',
  },
  es: {
    aboutYou: 'Sobre usted',
    cat: '¿Quiere pedir también protección bajo la Convención contra la Tortura?',
    yes: 'Sí',
    no: 'No',
    names: 'Su nombre y sus números de inmigración',
    family: 'Apellido o apellidos',
    given: 'Nombre',
    street: 'Número y nombre de la calle',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    mailingSame: '¿Debe USCIS enviar sus cartas a esta misma dirección?',
    mailing: 'Su dirección postal segura',
    entries: 'Cada vez que entró a EE. UU.',
    entry: 'Una entrada a EE. UU.',
    married: '¿Está legalmente casado o casada ahora?',
    spouse: 'Su cónyuge',
    children: '¿Tiene hijos o hijas?',
    child: 'Un hijo o hija',
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function next(page: Page) {
  await page.getByTestId('questionnaire-next').click();
}

/** A spouse and a child, named before paying so the price covers them. */
async function addFamily(page: Page) {
  await sendOk(await applicantApi(page), 'PUT', '/mycase/derivatives', {
    members: [
      {
        relationship: 'spouse',
        firstName: 'Luis',
        lastName: 'Lopez',
        dateOfBirth: '1987-03-02',
        married: true,
        livesInUs: true,
      },
      {
        relationship: 'child',
        firstName: 'Sofia',
        lastName: 'Lopez',
        dateOfBirth: '2015-06-10',
        married: false,
        livesInUs: true,
      },
    ],
  });
}

/** A digest of the picture a form page shows, to tell one drawing from the next. */
async function pictureOf(page: Page, pageNumber: number): Promise<string> {
  const image = page.getByTestId(`form-page-${pageNumber}`).getByTestId('form-page-image');
  await expect(image).toBeVisible({ timeout: 30_000 });
  // Read from the pixels drawn: the page's policy lets pictures, not scripts, load blob: addresses.
  return image.evaluate(async (element) => {
    const picture = element as HTMLImageElement;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = picture.naturalWidth;
    canvas.height = picture.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const sum = await crypto.subtle.digest('SHA-256', pixels);
    return [...new Uint8Array(sum)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const prefix = locale === 'es' ? '/es' : '';
  const forms = catalog(locale, 'forms');
  const texts = TEXTS[locale];

  test.describe(`legal questionnaire and forms (${locale})`, () => {
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('a family answers every section with a change of branch, reviews, downloads, edits, and answers the work permit', async ({
      page,
      consoleErrors,
    }) => {
      await signUpPaidApplicant(page, locale, { beforePayment: addFamily });

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

      // The rest of the section, then every other section, through the screens.
      // Two entries into the U.S.: the loop is gone round once more with "add another".
      const aboutYou = await answerToTheEnd(page, { loops: { [texts.entries]: 2 } });
      expect(aboutYou).not.toContain(texts.mailing);
      expect(aboutYou.filter((title) => title === texts.entry)).toHaveLength(2);
      await page.getByTestId('end-continue').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/legal-sections$`));
      await answerLegalQuestionnaire(page, locale, {
        answers: {
          [texts.married]: texts.yes,
          [`${texts.spouse} » ${texts.given}`]: 'Luis',
          [texts.children]: texts.yes,
          [`${texts.child} » ${texts.given}`]: 'Sofia',
        },
      });
      for (const key of ['about_you', 'family', 'signature'])
        await expect(page.getByTestId(`section-${key}`)).toContainText(forms('sections.done'));
      await page.getByRole('button', { name: forms('sections.toForms') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/forms-checklist$`));

      // The review: page 1 drawn from the filled PDF, the section outlined.
      await page.getByTestId('form-i-589').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/review-forms\\?form=i-589$`));
      const before = await pictureOf(page, 1);
      await page
        .getByRole('button', { name: forms('review.show', { section: texts.aboutYou }) })
        .first()
        .click();

      const field = await filledFields(await downloadForm(page, 'i-589'));
      expect(field('PtAILine5_FirstName[0]')).toBe('MARIA');
      expect(field('PtAIILine6_FirstName[0]')).toBe('LUIS');
      expect(field('ChildFirst1[0]')).toBe('SOFIA');

      // Editing the section from its page, then seeing that page drawn again.
      await page.getByTestId('edit-about_you-page-1').click();
      await expect(page).toHaveURL(/\/edit-section-answers\?section=\d+&form=i-589&page=1$/);
      await page.getByTestId('end-review').click();
      await answerToTheEnd(page, { answers: { [`${texts.names} » ${texts.given}`]: 'Marta' } });
      await page.getByTestId('end-continue').click();
      await expect(page.getByRole('heading', { level: 1, name: forms('edit.doneTitle') })).toBeVisible();
      expect(await pictureOf(page, 1)).not.toBe(before);
      await expectNoSeriousViolation(page);

      // The work permit (I-765) waits for the day USCIS received the asylum application.
      await page.goto(`${prefix}/forms-checklist`);
      const offer = page.getByTestId('offer-i-765');
      await expect(offer).toContainText(forms('offer.dateMissing', { days: '150' }));
      await offer.getByRole('button', { name: forms('offer.recordDate') }).click();
      await expect(page).toHaveURL(/\/legal-questions\?questionnaire=work_permit$/);
      await answerToTheEnd(page);
      await page.getByTestId('end-continue').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/forms-checklist$`));
      // Received eight months ago: the 150 days have passed.
      await expect(offer).toContainText(forms('offer.open', { date: '' }).split(':')[0]!);
      await expect(offer).not.toContainText(forms('offer.dateMissing', { days: '150' }));
      expect(consoleErrors).toEqual([]);
    });
  });
}
