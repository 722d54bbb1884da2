import AxeBuilder from '@axe-core/playwright';
import { ASYLUM_SEEKER, answerQuestionnaire, type Script } from '../support/eligibility';
import { expect, test, type Page } from '../support/test';

/**
 * The eligibility journey at phone size, in both languages: the landing's Start, the eligibility
 * questionnaire (content/questionnaires/eligibility.yaml), the server's decision and the pages of
 * each outcome.
 */

type Locale = 'en' | 'es';

interface Texts {
  prefix: string;
  start: string;
  greatNews: string;
  continue: string;
  noEligibility: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  submit: string;
  received: string;
  fixErrors: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    prefix: '',
    start: 'Start',
    greatNews: 'Great news: Camino can help you',
    continue: 'Continue',
    noEligibility: 'Camino may not be the right fit for your case',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    submit: 'Send my details',
    received: 'We received your details',
    fixErrors: 'Please check the fields marked below.',
  },
  es: {
    prefix: '/es',
    start: 'Comenzar',
    greatNews: 'Buenas noticias: Camino le puede ayudar',
    continue: 'Continuar',
    noEligibility: 'Es posible que Camino no sea lo adecuado para su caso',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    submit: 'Enviar mis datos',
    received: 'Recibimos sus datos',
    fixErrors: 'Por favor, revise los campos marcados abajo.',
  },
};

async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

const IN_REMOVAL_PROCEEDINGS: Script = { in_us_now: ['yes'], in_removal_proceedings: ['yes'] };

async function startFromHome(page: Page, texts: Texts) {
  await page.goto(`${texts.prefix}/`);
  await page.getByTestId('home-start').click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/pre-questionnaire$`));
  const start = page.getByTestId('start-questionnaire');
  await expect(start).toHaveText(texts.start);
  await start.click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/questionnaire$`));
}

for (const locale of ['en', 'es'] as const) {
  const texts = TEXTS[locale];

  test.describe(`eligibility journey (${locale})`, () => {
    // Each journey walks the whole questionnaire; on a shared machine that can take longer than a page test.
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('an asylum seeker goes from Start to the account creation', async ({ page, consoleErrors }) => {
      await startFromHome(page, texts);
      await answerQuestionnaire(page, ASYLUM_SEEKER);

      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/great-news$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.greatNews);
      await expect(page.getByTestId('strategy-asylum')).toBeVisible();
      await expectNoSeriousViolation(page);

      // Reading an option, then on to the confirmation from its page.
      await page.getByTestId('strategy-asylum').click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/explore-your-options/asylum$`));
      await expect(page.getByTestId('strategy-continue')).toHaveText(texts.continue);
      await page.getByTestId('strategy-continue').click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/eligibility-confirmation$`));

      const stepTitle = page.getByTestId('confirmation-step-title');
      const titles: string[] = [];
      for (let step = 0; step < 3; step += 1) {
        titles.push((await stepTitle.textContent()) ?? '');
        await page.getByTestId('confirmation-next').click();
        await expect(stepTitle).not.toHaveText(titles.at(-1)!);
        await expect(stepTitle).toBeFocused();
      }
      // The last step asks the visitor to confirm they understand what Camino is.
      await page.getByTestId('confirmation-create-account').click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/eligibility-confirmation$`));
      await expectNoSeriousViolation(page);
      await page.getByTestId('confirmation-understood').check();
      await page.getByTestId('confirmation-create-account').click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/create-account$`));

      // After a reload the outcome still opens the eligible pages.
      await page.goto(`${texts.prefix}/great-news`);
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/great-news$`));
      expect(consoleErrors).toEqual([]);
    });

    test('a visitor in removal proceedings leaves their details with consent', async ({
      page,
      consoleErrors,
    }) => {
      await startFromHome(page, texts);
      await answerQuestionnaire(page, IN_REMOVAL_PROCEEDINGS);
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/no-eligibility-submit$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.noEligibility);

      // A bad email is explained, and nothing typed is lost.
      await page.getByLabel(texts.firstName, { exact: true }).fill('Ana');
      await page.getByLabel(texts.lastName, { exact: true }).fill('Pérez');
      await page.getByLabel(texts.email, { exact: true }).fill('ana@');
      await page.getByLabel(texts.phone, { exact: true }).fill('(202) 555-0123');
      await page.getByTestId('lead-consent').check();
      await page.getByTestId('lead-submit').click();
      await expect(page.getByText(texts.fixErrors)).toBeVisible();
      await expectNoSeriousViolation(page);
      await expect(page.getByLabel(texts.firstName, { exact: true })).toHaveValue('Ana');
      await expect(page.getByLabel(texts.phone, { exact: true })).toHaveValue('(202) 555-0123');

      await page.getByLabel(texts.email, { exact: true }).fill(`ana.${locale}.${Date.now()}@example.com`);
      const lead = page.waitForResponse(
        (response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST',
      );
      await page.getByTestId('lead-submit').click();
      const response = await lead;
      expect(response.status()).toBe(201);
      expect(await response.json()).toMatchObject({ consent: true });
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/no-eligibility-confirmation$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.received);
      expect(consoleErrors).toEqual([]);
    });
  });
}
