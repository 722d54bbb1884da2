import { linkFromOutbox, uniqueContact } from '../support/accounts';
import {
  ASYLUM_SEEKER,
  answerQuestionnaire,
  eligibilityConfig,
  startFromHome,
  T_VISA,
  VAWA_CHILD,
  VAWA_SPOUSE,
} from '../support/eligibility';
import { expect, test } from '../support/test';

/**
 * The eligibility journeys beside asylum (content/questionnaires/eligibility.yaml): each VAWA and
 * T visa visitor reaches the page of their option, the quick exit leaves from mid-questionnaire,
 * and an eligible visitor's answers follow them into the account they create.
 */

const STRATEGIES = [
  { strategy: 'vawasp', who: 'an abused spouse', script: VAWA_SPOUSE },
  { strategy: 'vawach', who: 'an abused stepchild', script: VAWA_CHILD },
  { strategy: 'tvisa', who: 'a trafficking survivor', script: T_VISA },
] as const;

const NEUTRAL_PAGE = 'https://www.google.com/';

test.describe('eligibility strategies', () => {
  test.skip(
    ({ isMobile }) => !isMobile,
    'journeys run at phone size, where most applicants are; the accessibility walk covers desktop',
  );
  // Each journey walks the whole questionnaire; on a shared machine that takes longer than a page test.
  test.slow();

  for (const locale of ['en', 'es'] as const) {
    const prefix = locale === 'es' ? '/es' : '';
    for (const { strategy, who, script } of STRATEGIES) {
      test(`${who} reaches the ${strategy} option (${locale})`, async ({ page, consoleErrors }) => {
        await startFromHome(page, prefix);
        await answerQuestionnaire(page, script);

        await expect(page).toHaveURL(new RegExp(`${prefix}/great-news$`));
        const option = page.getByTestId(`strategy-${strategy}`);
        await expect(option).toBeVisible();
        // Only the case type the answers qualify for is offered.
        await expect(page.locator('[data-testid^="strategy-"]')).toHaveCount(1);
        await option.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/explore-your-options/${strategy}$`));
        await expect(page.getByTestId('strategy-continue')).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('the quick exit leaves the questionnaire for a neutral page that Back does not undo', async ({
    page,
  }) => {
    // The machines running the journeys are offline: the neutral site is answered here.
    await page.route(`${NEUTRAL_PAGE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Search</title><p>Search</p>' }),
    );
    await startFromHome(page, '');
    await answerQuestionnaire(page, VAWA_SPOUSE, 'vawasp_abuser_status');
    await expect(page.getByTestId('questionnaire')).toBeVisible();

    await page.getByTestId('quick-exit').click();
    await expect(page).toHaveURL(NEUTRAL_PAGE);

    await page.goBack();
    await expect(page).not.toHaveURL(/\/questionnaire$/);
    await expect(page.getByTestId('questionnaire')).toHaveCount(0);
  });

  test('an asylum seeker who creates an account keeps the answers', async ({ page }) => {
    const { email, phone } = uniqueContact('strategies');
    const password = 'Camino#2026a';
    await startFromHome(page, '');
    await answerQuestionnaire(page, ASYLUM_SEEKER);
    await expect(page).toHaveURL(/\/great-news$/);

    await page.getByTestId('great-news-continue').click();
    await expect(page).toHaveURL(/\/eligibility-confirmation$/);
    const stepTitle = page.getByTestId('confirmation-step-title');
    for (let step = 0; step < 3; step += 1) {
      const title = (await stepTitle.textContent()) ?? '';
      await page.getByTestId('confirmation-next').click();
      await expect(stepTitle).not.toHaveText(title);
    }
    await page.getByTestId('confirmation-understood').check();
    await page.getByTestId('confirmation-create-account').click();
    await expect(page).toHaveURL(/\/create-account$/);

    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('Last name').fill('Pérez');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm email').fill(email);
    await page.getByLabel('Phone number', { exact: true }).fill(phone);
    await page.getByLabel('Confirm phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/instructions-activate');

    await page.goto(await linkFromOutbox(page.request, email, '/activate-account'));
    await expect(page).toHaveURL('/account-activated');
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    let token = '';
    await expect
      .poll(async () => {
        const stored = await page.evaluate(() => sessionStorage.getItem('camino.auth') ?? '{}');
        token = (JSON.parse(stored) as { token?: string }).token ?? '';
        return token;
      })
      .not.toBe('');

    // The answers given before the account are now the case's.
    const config = await eligibilityConfig(page);
    const response = await page.request.get(
      `/api/param-question-response/responseCase?config_id=${config.configId}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.ok()).toBe(true);
    const rows = (await response.json()) as Array<{ question_id: number; response: string }>;
    const chosen = (name: string) =>
      rows.some((row) => row.question_id === config.idOf(name) && row.response === 'true');
    expect(chosen('fear_situation.past_harm')).toBe(true);
    expect(chosen('asylum_grounds.religion')).toBe(true);
    expect(chosen('asylum_border_entry.no')).toBe(true);
  });
});
