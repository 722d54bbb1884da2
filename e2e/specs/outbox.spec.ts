import { expect, test } from '../support/test';
import { uniqueContact } from '../support/accounts';

// The outbox page is served outside production while mail and SMS go to the outbox, as in the harness.
test('the outbox page lists the activation message and its link activates the account', async ({ page }) => {
  const { email, phone } = uniqueContact('outbox');
  const password = 'Camino-outbox-2026!';
  await page.goto('/');
  const temp = await page.request.post('/api/auth/generate-temp-token', { data: { locale: 'en' } });
  expect(temp.ok()).toBe(true);
  const created = await page.request.post('/api/auth/createAccount', {
    data: {
      name: 'Ana',
      lastName: 'Pérez',
      email,
      confirmEmail: email,
      phone,
      confirmPhone: phone,
      password,
      confirmPassword: password,
      locale: 'en',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByLabel('Filter by recipient').fill(email);
  const message = page.getByTestId('outbox-message');
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(message).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(message).toContainText(email);
  await expect(message).toContainText('Email');

  const link = message.getByRole('link').filter({ hasText: '/activate-account?token=' });
  await expect(link).toHaveAttribute('href', /^\/activate-account\?token=/);
  await link.click();
  await expect(page).toHaveURL('/account-activated');
});
