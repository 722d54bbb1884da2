import type { Locator } from '@playwright/test';
import { catalog, type Locale } from './catalogs';
import { expect, type Page } from './test';

/** Sandbox test cards (packages/contracts/src/payments/sandbox.ts). */
export const DECLINED_CARD = '4000000000000002';
export const GOOD_CARD = '4242424242424242';

/** Fills the sandbox checkout page's card form and submits it. */
export async function fillSandboxCard(popup: Page, number: string) {
  await popup.locator('#nameOnCard').fill('Ana Perez');
  await popup.locator('#number').fill(number);
  await popup.locator('#expiry').fill('12/30');
  await popup.locator('#cvv').fill('123');
  await popup.locator('#postalCode').fill('78701');
  await popup.locator('#email').fill('ana@example.org');
  await popup.locator('form button[type="submit"].primary').first().click();
}

/** Clicks what opens the checkout pop-up (the pay button, or "Try again") and waits for its card form. */
export async function openCheckout(page: Page, trigger: Locator = page.getByTestId('pay-button')) {
  const popupOpened = page.waitForEvent('popup');
  await trigger.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await expect(popup.locator('#number')).toBeVisible();
  return popup;
}

/** Adds a family member through the family-member form that is open on the page. */
export async function fillFamilyMember(
  page: Page,
  locale: Locale,
  member: { firstName: string; lastName: string; month: string; day: string; year: string; married: boolean },
) {
  const family = catalog(locale, 'family');
  const form = page.locator('[data-member-form]');
  await form.locator('[name="firstName"]').fill(member.firstName);
  await form.locator('[name="lastName"]').fill(member.lastName);
  await form.locator('select[id$="-month"]').selectOption(member.month);
  await form.locator('input[id$="-day"]').fill(member.day);
  await form.locator('input[id$="-year"]').fill(member.year);
  await form.locator(`input[name="married"][value="${member.married ? 'yes' : 'no'}"]`).check();
  await form.locator('input[name="livesInUs"][value="yes"]').check();
  await form.getByRole('button', { name: family('form.save') }).click();
}

/** The server's navigation answer for the signed-in applicant, read with the page's own token. */
export async function navigationRules(page: Page) {
  return page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string };
    const response = await fetch('/api/param-navigation-rules', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { route: string; access: { paid: boolean; canAccessMyCase: boolean } };
  });
}

/**
 * Pays in full from plan selection with a good card, accepts the terms and signs the contract, ending
 * where the navigation rules send a new applicant (the start of the application).
 */
export async function payAndSign(page: Page, locale: Locale, drawSignature: (page: Page) => Promise<void>) {
  const prefix = locale === 'es' ? '/es' : '';
  await page.goto(`${prefix}/plan-selection`);
  await page.locator('select[name="state"]').selectOption('TX');
  await payInFullAndSign(page, locale, drawSignature);
}

/** From plan selection with the state chosen: the full payment, the terms and the signed contract. */
export async function payInFullAndSign(
  page: Page,
  locale: Locale,
  drawSignature: (page: Page) => Promise<void>,
) {
  const prefix = locale === 'es' ? '/es' : '';
  const payment = catalog(locale, 'payment');
  await page.getByTestId('plan-full').click();
  await page.getByRole('button', { name: payment('continue.full') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/pay$`));
  const popup = await openCheckout(page);
  await fillSandboxCard(popup, GOOD_CARD);
  await expect(page).toHaveURL(new RegExp(`${prefix}/success-pay`), { timeout: 20_000 });
  await popup.close();
  await page.getByTestId('consent-terms').check();
  await page.getByTestId('consent-privacy').check();
  await page.getByTestId('accept-terms-submit').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/contract$`));
  await page.getByTestId('contract-continue').click();
  await page.getByTestId('considerations-checkbox').check();
  await page.getByTestId('considerations-modal-confirm').click();
  await drawSignature(page);
  await page.getByTestId('signature-sign').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/start-application$`), { timeout: 20_000 });
}
