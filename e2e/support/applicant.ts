import { createActivatedAccount, uniqueContact } from './accounts';
import type { Locale } from './catalogs';
import { expect, type Page } from './test';

export const PASSWORD = 'Camino#2026a';

/** Logs in through the login page and waits until the session holds a token. */
export async function logIn(page: Page, locale: Locale, email: string, password = PASSWORD) {
  const prefix = locale === 'es' ? '/es' : '';
  await page.goto(`${prefix}/login`);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('camino.auth') ?? ''))
    .toContain('"token"');
}

/** An activated applicant made through the API, then logged in through the page. */
export async function activatedApplicant(page: Page, locale: Locale, tag: string) {
  const contact = uniqueContact(tag);
  await createActivatedAccount(page, { ...contact, password: PASSWORD, locale });
  await logIn(page, locale, contact.email);
  return contact;
}

/** Draws a signature-like stroke on a canvas with the pointer, as a finger or mouse would. */
export async function drawSignature(page: Page, testId: string) {
  const canvas = page.getByTestId(testId);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.15, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + box.width * (0.15 + step * 0.05), y + (step % 2 === 0 ? -20 : 20), {
      steps: 3,
    });
  }
  await page.mouse.up();
}
