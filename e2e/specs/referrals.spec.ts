import {
  createActivatedAccount,
  linkFromOutbox,
  startEligibleVisitor,
  uniqueContact,
} from '../support/accounts';
import { logIn, PASSWORD } from '../support/applicant';
import { catalog } from '../support/catalogs';
import { expect, test, type Page } from '../support/test';

const referral = { en: catalog('en', 'referral'), es: catalog('es', 'referral') };

/** Pays the signed-in applicant's case in full through the API (the payment screens have their own journey). */
async function payThroughApi(page: Page) {
  const { token } = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string },
  );
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.post('/api/mycase', { headers, data: { strategy: 'asylum' } })).ok()).toBe(true);
  const checkout = await page.request.post('/api/payment/checkout', {
    headers,
    data: { plan: 'full', state: 'TX', idempotencyKey: crypto.randomUUID() },
  });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post(new URL(url).pathname, {
    form: {
      nameOnCard: 'Ana Pérez',
      number: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      postalCode: '78701',
      email: 'ana@example.org',
    },
  });
  expect(await paid.text()).toMatch(/Payment received|Pago recibido/);
}

test('a visitor invited by an applicant signs up in Spanish and pays; the referrer sees it, never who', async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, 'journeys run at phone size, where most applicants are');
  test.slow();

  // The one who invites: an applicant with an account, in English, on their own phone.
  const referrerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const referrerPage = await referrerContext.newPage();
  const referrer = uniqueContact('referrer');
  await referrerPage.goto('/');
  await createActivatedAccount(referrerPage, { ...referrer, password: PASSWORD, locale: 'en' });
  await logIn(referrerPage, 'en', referrer.email);
  await referrerPage.goto('/referral');
  const code = (await referrerPage.getByTestId('invitation-code').textContent())!.trim();
  await expect(referrerPage.getByTestId('invitation-joined')).toHaveText(referral.en('share.noneJoined'));
  const link = (await referrerPage.getByTestId('invitation-link').textContent())!.trim();
  expect(new URL(link).searchParams.get('code')).toBe(code);

  // The visitor follows the link, in Spanish.
  await page.goto(`/es/referral?code=${code}`);
  await expect(page.getByText(referral.es('invited.byPerson'))).toBeVisible();
  await expect(page.getByText(referral.es('invited.private'))).toBeVisible();
  await page.getByTestId('invitation-start').click();
  await expect(page).toHaveURL(/\/es\/pre-questionnaire$/);

  // The screener has its own journeys; here the visitor is recorded eligible and signs up on the page.
  await startEligibleVisitor(page, 'es');
  const visitor = uniqueContact('invited');
  await page.goto('/es/create-account');
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('Pérez');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(visitor.email);
  await page.getByLabel('Confirme su correo electrónico').fill(visitor.email);
  await page.getByLabel('Número de teléfono', { exact: true }).fill(visitor.phone);
  await page.getByLabel('Confirme su número de teléfono').fill(visitor.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme su contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/es\/referral\/referred-success$/);
  await expect(page.getByText(referral.es('referred.byPerson'))).toBeVisible();
  await page.getByTestId('referred-continue').click();
  await expect(page).toHaveURL(/\/es\/instructions-activate$/);
  await expect(page.getByTestId('activation-sent')).toBeVisible();

  // Before she activates her account, she has not joined yet.
  await referrerPage.reload();
  await expect(referrerPage.getByTestId('invitation-joined')).toHaveText(referral.en('share.noneJoined'));

  // She activates, logs in and pays for her case.
  await page.goto(await linkFromOutbox(page.request, visitor.email, '/activate-account'));
  await expect(page).toHaveURL(/\/es\/account-activated$/);
  await logIn(page, 'es', visitor.email);

  // The referrer sees one more person, and nothing about her.
  await referrerPage.reload();
  await expect(referrerPage.getByTestId('invitation-joined')).toHaveText(
    referral.en('share.joined_one', { count: '1' }),
  );
  await expect(referrerPage.getByTestId('invitation-started')).toHaveText(
    referral.en('share.started_other', { count: '0' }),
  );
  await expect(referrerPage.locator('main')).not.toContainText('Ana');

  await payThroughApi(page);

  await referrerPage.reload();
  await expect(referrerPage.getByTestId('invitation-started')).toHaveText(
    referral.en('share.started_one', { count: '1' }),
  );
  await referrerPage.getByRole('link', { name: referral.en('share.seeCases') }).click();
  await expect(referrerPage).toHaveURL(/\/referral\/report-sale-success$/);
  await expect(referrerPage.getByTestId('sales-started')).toContainText(
    referral.en('sales.started_one', { count: '1' }),
  );
  await expect(referrerPage.locator('main')).not.toContainText('Ana');
  await referrerContext.close();
});
