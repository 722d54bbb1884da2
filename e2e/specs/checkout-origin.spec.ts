import { activatedApplicant } from '../support/applicant';
import { catalog } from '../support/catalogs';
import { fillSandboxCard, GOOD_CARD, navigationRules, openCheckout } from '../support/checkout';
import { expect, test } from '../support/test';

/**
 * A real provider's checkout (Stripe Checkout) is always on another origin than Camino. Here the app
 * is opened at `localhost` while the sandbox checkout is served at PUBLIC_URL (`127.0.0.1`), so the
 * pop-up is cross-origin exactly like Stripe's: the payment page must keep watching it while the
 * applicant types the card, and not take it for closed.
 */
const appUrl = process.env.E2E_BASE_URL?.replace('127.0.0.1', 'localhost');
test.use({ baseURL: appUrl });

test.describe('payment pop-up on another origin', () => {
  test.slow();
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('stays open while the card is typed, then pays', async ({ page }) => {
    const payment = catalog('en', 'payment');
    await activatedApplicant(page, 'en', 'cross-origin');
    await page.goto('/plan-selection');
    await page.locator('input[name="strategy"][value="asylum"]').check();
    await page.getByRole('button', { name: payment('strategy.continue') }).click();
    await page.locator('select[name="state"]').selectOption('TX');
    await page.getByTestId('plan-full').click();
    await page.getByRole('button', { name: payment('continue.full') }).click();
    await expect(page).toHaveURL(/\/pay$/);

    const popup = await openCheckout(page);
    expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin);
    await expect(page.getByTestId('checkout-state')).toContainText(payment('checkout.inProgressTitle'));
    // Typing a card takes a while; the checkout must still be open afterwards.
    await popup.locator('#nameOnCard').pressSequentially('Ana Perez', { delay: 100 });
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('checkout-state')).toContainText(payment('checkout.inProgressTitle'));
    await expect(page.getByTestId('checkout-state')).not.toContainText(payment('checkout.cancelledTitle'));

    await fillSandboxCard(popup, GOOD_CARD);
    await expect(page).toHaveURL(/\/success-pay/, { timeout: 20_000 });
    expect((await navigationRules(page)).access.paid).toBe(true);
  });
});
