import { activatedApplicant, drawSignature } from '../support/applicant';
import { expectNoSeriousViolation } from '../support/axe';
import { catalog, type Locale } from '../support/catalogs';
import {
  DECLINED_CARD,
  fillFamilyMember,
  fillSandboxCard,
  GOOD_CARD,
  navigationRules,
  openCheckout,
} from '../support/checkout';
import { expect, test } from '../support/test';

/**
 * Paying and signing, at phone size, in both languages: a plan with a spouse, the down payment in the
 * sandbox checkout pop-up (a declined card first, then a good one), the terms, the contract signed
 * with a drawn signature, and the page the navigation rules choose. The pop-up's word never counts:
 * every state on the main page comes from the server's record.
 */

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const prefix = locale === 'es' ? '/es' : '';
  const payment = catalog(locale, 'payment');
  const family = catalog(locale, 'family');
  const contract = catalog(locale, 'contract');

  test.describe(`paying and signing (${locale})`, () => {
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('a plan with a spouse, a declined card then a good one, the terms and the signed contract', async ({
      page,
      consoleErrors,
    }) => {
      await activatedApplicant(page, locale, `pay-${locale}`);
      await page.goto(`${prefix}/plan-selection`);

      // Every case type fits an applicant without eligibility answers on record: choose one.
      await page.locator('input[name="strategy"][value="asylum"]').check();
      await page.getByRole('button', { name: payment('strategy.continue') }).click();

      await page.locator('select[name="state"]').selectOption('TX');
      const breakdown = page.getByTestId('price-breakdown');
      await page.getByTestId('plan-installments').click();
      await expect(breakdown).toBeVisible();
      const before = await breakdown.textContent();
      await page.getByRole('button', { name: family('add.spouse') }).click();
      await fillFamilyMember(page, locale, {
        firstName: 'Luis',
        lastName: 'Pérez',
        month: '5',
        day: '14',
        year: '1988',
        married: true,
      });
      await expect(page.getByTestId('family-member-list')).toContainText('Luis Pérez');
      // The spouse's price is in the plan now.
      await expect(breakdown).not.toHaveText(before!);
      await expect(breakdown).toContainText(payment('breakdown.familyMembers'));
      await expectNoSeriousViolation(page);

      await page.getByRole('button', { name: payment('continue.installments') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/payment-options$`));
      await expect(page.getByTestId('installment-schedule')).toBeVisible();
      await expectNoSeriousViolation(page);
      await page
        .getByRole('button', { name: new RegExp(payment('options.continue', { amount: '.*' })) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pay$`));

      // The refund rules and the terms are offered before the pay button.
      await expect(page.getByTestId('terms-before-paying')).toContainText(payment('beforePaying.title'));
      // Closing the pop-up without paying leaves the case unpaid, and the page says so.
      let popup = await openCheckout(page);
      await expect(page.getByTestId('checkout-state')).toContainText(payment('checkout.inProgressTitle'));
      await popup.close();
      await expect(page.getByTestId('checkout-state')).toContainText(payment('checkout.cancelledTitle'));
      expect((await navigationRules(page)).access.paid).toBe(false);

      // A declined card shows the payment failure message; a retry with a good card succeeds.
      popup = await openCheckout(page, page.getByRole('button', { name: payment('checkout.tryAgain') }));
      await fillSandboxCard(popup, DECLINED_CARD);
      await expect(page.getByTestId('checkout-state')).toContainText(
        locale === 'en'
          ? 'There was a problem processing your payment. Please try again.'
          : /problema al procesar su pago/,
      );
      // Under the spec message: the card was declined, try another card.
      await expect(page.getByTestId('card-declined')).toContainText(
        locale === 'en'
          ? 'Your card was declined. Try another card'
          : 'Su tarjeta fue rechazada. Pruebe con otra tarjeta',
      );
      await popup.close();
      popup = await openCheckout(page, page.getByRole('button', { name: payment('checkout.tryAgain') }));
      await fillSandboxCard(popup, GOOD_CARD);
      await expect(page).toHaveURL(new RegExp(`${prefix}/success-pay`), { timeout: 20_000 });
      await popup.close();
      await expect(page.getByTestId('payment-confirmation')).toBeVisible();
      await expect(page.getByTestId('consent-terms')).toBeVisible();
      await expectNoSeriousViolation(page);

      // Terms, then the contract.
      await page.getByTestId('consent-terms').check();
      await page.getByTestId('consent-privacy').check();
      await page.getByTestId('accept-terms-submit').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contract$`));

      // A reload keeps the applicant on the same step.
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contract$`));

      await page.getByTestId('contract-continue').click();
      const modal = page.getByTestId('considerations-modal');
      await expect(modal).toBeVisible();
      await page.getByTestId('considerations-checkbox').check();
      await page.getByTestId('considerations-modal-confirm').click();
      await expect(page.getByTestId('signature-sign')).toBeDisabled();
      await drawSignature(page, 'signature-canvas');
      await expectNoSeriousViolation(page);
      await page.getByTestId('signature-sign').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/start-application$`), { timeout: 20_000 });
      expect(contract('contract.signTitle')).toBeTruthy();

      // One payment was taken, whatever was clicked and reloaded.
      const receipts = () =>
        page.evaluate(async () => {
          const { token } = JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string };
          const response = await fetch('/api/payment/receipts', {
            headers: { Authorization: `Bearer ${token}` },
          });
          return ((await response.json()) as { receipts: unknown[] }).receipts.length;
        });
      expect(await receipts()).toBe(1);

      // The next installment can be paid early from the profile, with the card saved at checkout.
      await page.goto(`${prefix}/my-profile`);
      await page.getByTestId('payment-plan-card').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pay$`));
      await page
        .getByRole('button', {
          name: new RegExp(payment('installment.paySaved', { amount: '.*', brand: '.*', last4: '4242' })),
        })
        .click();
      await expect(page.getByText(payment('installment.paidTitle'))).toBeVisible();
      expect(await receipts()).toBe(2);
      expect(consoleErrors).toEqual([]);
    });
  });
}
