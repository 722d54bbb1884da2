import { activatedApplicant } from '../support/applicant';
import { catalog } from '../support/catalogs';
import { fillSandboxCard, GOOD_CARD, openCheckout } from '../support/checkout';
import { expect, test, type Page } from '../support/test';

/**
 * An asylum seeker in Spanish on a phone, with the case at its very start: the quick exit stays on
 * screen, works above a dialog and with Escape three times, and leaves nothing behind in any tab;
 * the pages of later moments say where the case is instead of claiming it is further; the dashboard
 * leads to where each thing is done.
 */

const NEUTRAL_PAGE = 'https://www.google.com/';
const workspace = catalog('es', 'workspace');
const payment = catalog('es', 'payment');

/** Pays in full and signs the contract with a typed name: the keyboard alternative to drawing. */
async function payAndSignWithTypedName(page: Page) {
  await page.locator('select[name="state"]').selectOption('TX');
  await page.getByTestId('plan-full').click();
  await page.getByRole('button', { name: payment('continue.full') }).click();
  await expect(page).toHaveURL(/\/es\/pay$/);
  const popup = await openCheckout(page);
  await fillSandboxCard(popup, GOOD_CARD);
  await expect(page).toHaveURL(/\/es\/success-pay/, { timeout: 20_000 });
  await popup.close();
  await page.getByTestId('consent-terms').check();
  await page.getByTestId('consent-privacy').check();
  await page.getByTestId('accept-terms-submit').click();
  await expect(page).toHaveURL(/\/es\/contract$/);
  await page.getByTestId('contract-continue').click();
  await page.getByTestId('considerations-checkbox').check();
  await page.getByTestId('considerations-modal-confirm').click();
  await page.getByLabel(catalog('es', 'contract')('pad.typedLabel')).fill('Ana Pérez');
  await page.getByTestId('typed-signature-sign').click();
  await expect(page).toHaveURL(/\/es\/start-application$/, { timeout: 20_000 });
}

async function answerNeutralPage(page: Page) {
  // The machines running the journeys are offline: the neutral site is answered here.
  await page
    .context()
    .route(`${NEUTRAL_PAGE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Search</title><p>Search</p>' }),
    );
}

async function expectInViewport(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

test.describe('quick exit and the case hub (es, phone)', () => {
  test.slow();
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('a new applicant is led, never misled, and the quick exit ends everything', async ({
    page,
    context,
  }) => {
    await answerNeutralPage(page);
    await activatedApplicant(page, 'es', 'hub-es');
    // Every case type fits an applicant without eligibility answers on record: choose one.
    await page.goto('/es/plan-selection');
    await page.locator('input[name="strategy"][value="asylum"]').check();
    await page.getByRole('button', { name: payment('strategy.continue') }).click();
    await expect(page.locator('select[name="state"]')).toBeVisible();
    await payAndSignWithTypedName(page);
    await page.getByTestId('start-application').click();
    await expect(page).toHaveURL(/\/es\/case-dashboard$/);

    // The dashboard: the one next thing, each step and family members lead somewhere.
    const next = page.getByTestId('next-step');
    // The first thing missing is the applicant's photo ID, and the step leads to where it is done.
    await expect(next).toHaveAttribute('data-next', 'missing');
    await expect(next.getByTestId('next-step-action')).toHaveAttribute(
      'href',
      /^\/es\/document-checklist\?person=/,
    );
    await expect(page.getByTestId('step-link-complete-information')).toHaveAttribute(
      'href',
      '/es/legal-landing',
    );
    await expect(page.getByTestId('family-card-link')).toHaveAttribute('href', '/es/derivatives');
    await page.getByTestId('submit-for-preparation').click();
    const modal = page.getByTestId('submit-modal');
    await expect(modal.getByTestId('missing-steps').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/es\/document-checklist\?person=/,
    );
    // Above the dialog, the quick exit is still there and can be pressed.
    await expect(page.getByTestId('submit-modal-quick-exit')).toBeVisible();
    await page.getByTestId('submit-modal-close').click();

    // Pages of later moments say where the case is and what to do next.
    await page.goto('/es/download-case');
    await expect(page.getByTestId('not-yet')).toContainText(workspace('notYet.download-case.title'));
    await expect(page.getByTestId('where-you-are')).toContainText(workspace('where.documents'));
    await expect(page.getByTestId('next-step-action')).toHaveAttribute(
      'href',
      /^\/es\/document-checklist\?person=/,
    );
    await page.goto('/es/congratulations');
    await expect(page.getByTestId('not-yet')).toContainText(workspace('notYet.congratulations.title'));
    await page.goto('/es/my-profile');
    await expect(page.getByTestId('profile-family-link')).toHaveAttribute('href', '/es/derivatives');
    // Dates in Spanish read day, month, year.
    const dateLabels = page
      .getByTestId('personal-info-form')
      .locator('label[for$="-day"], label[for$="-month"], label[for$="-year"]');
    await expect(dateLabels).toHaveText(['Día', 'Mes', 'Año']);

    // Scrolled to the bottom of a long page, the quick exit is still on screen.
    await page.goto('/es/case-dashboard');
    await expect(page.getByTestId('case-card')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectInViewport(page, 'quick-exit');

    // A second tab with the case open leaves too.
    const other = await context.newPage();
    await other.goto('/es/case-dashboard');
    await expect(other.getByTestId('case-card')).toContainText('Hola');

    // Escape three times, as on domestic-violence sites.
    const loggedOut = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/logout');
    await page.locator('body').press('Escape');
    await page.locator('body').press('Escape');
    await page.locator('body').press('Escape');
    await loggedOut;
    await expect(page).toHaveURL(NEUTRAL_PAGE);
    await expect(other).toHaveURL(NEUTRAL_PAGE);

    // Back shows nothing of the case: the session is over on the server too.
    await page.goBack();
    await expect(page).toHaveURL(/\/es\/login/);
    await expect(page.getByText('Hola')).toHaveCount(0);
    await expect(page.getByTestId('case-card')).toHaveCount(0);
    const refresh = await page.request.post('/api/auth/refresh');
    expect(refresh.status()).toBe(401);
  });
});
