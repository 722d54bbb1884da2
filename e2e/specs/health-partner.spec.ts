import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { activatedApplicant } from '../support/applicant';
import { catalog } from '../support/catalogs';
import { startCamino } from '../support/start-camino';
import { expect, test as base, type Page } from '../support/test';

const partners = catalog('en', 'partners');

/** The partner's service, as a local server that keeps what it receives and can be taken down. */
interface PartnerService {
  up: boolean;
  received: Record<string, unknown>[];
  url: string;
  server: Server;
}

async function startPartnerService(): Promise<PartnerService> {
  const partner = { up: false, received: [] as Record<string, unknown>[] } as PartnerService;
  partner.server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      if (!partner.up) return void response.writeHead(503).end();
      partner.received.push(JSON.parse(text) as Record<string, unknown>);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  partner.server.listen(0, '127.0.0.1');
  await once(partner.server, 'listening');
  partner.url = `http://127.0.0.1:${(partner.server.address() as AddressInfo).port}`;
  return partner;
}

// This journey needs its own Camino: the partner flag on and the partner service configured.
const test = base.extend<{ partner: PartnerService }>({
  // eslint-disable-next-line no-empty-pattern
  partner: async ({}, use) => {
    const partner = await startPartnerService();
    await use(partner);
    partner.server.close();
  },
  baseURL: async ({ partner }, use) => {
    const camino = await startCamino({
      FEATURE_FLAGS: 'salud-total-card=on',
      HEALTH_PARTNER_API_URL: partner.url,
      HEALTH_PARTNER_API_TOKEN: 'partner-token',
    });
    await use(camino.baseUrl);
    await camino.stop();
  },
});

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

test('an applicant authorizes the disclosure; the partner is down, a retry refers them and they see the confirmation', async ({
  page,
  partner,
  isMobile,
}) => {
  test.skip(!isMobile, 'journeys run at phone size, where most applicants are');
  test.slow();

  const applicant = await activatedApplicant(page, 'en', 'health');
  await payThroughApi(page);

  // The card sits beside the evidence on the documents landing.
  await page.goto('/document-landing');
  await page
    .getByTestId('health-partner-card')
    .getByRole('link', { name: partners('card.link') })
    .click();
  await expect(page).toHaveURL(/\/announcements-st$/);
  await expect(page.getByRole('heading', { name: partners('steps.title') })).toBeVisible();

  // The modal names what will be shared and waits for the tick.
  await page.getByTestId('health-start').click();
  const modal = page.getByTestId('health-authorization');
  await expect(modal.getByTestId('health-shared-data')).toContainText(partners('caseTypes.asylum'));
  await expect(modal.getByTestId('health-shared-data')).toContainText(applicant.email);
  await expect(modal.getByTestId('health-authorize')).toBeDisabled();
  await modal.getByLabel(partners('modal.excerptLabel')).fill('They threatened me in 2024.');
  await modal.getByLabel(partners('modal.consent')).check();

  // The partner is down: the error page keeps what was authorized.
  await modal.getByTestId('health-authorize').click();
  await expect(page).toHaveURL(/\/submission-error-st$/);
  await expect(page.getByTestId('health-shared-data')).toContainText('They threatened me in 2024.');
  await expect(page.getByRole('link', { name: partners('error.helpLink') })).toBeVisible();
  expect(partner.received).toHaveLength(0);

  // Back up: the retry refers the applicant with the same choices.
  partner.up = true;
  await page.getByTestId('health-retry').click();
  await expect(page).toHaveURL(/\/confirmation-st$/);
  await expect(page.getByRole('heading', { name: partners('next.title') })).toBeVisible();
  await expect(page.getByTestId('health-shared-data')).toContainText('They threatened me in 2024.');
  expect(partner.received).toHaveLength(1);
  expect(partner.received[0]).toMatchObject({
    email: applicant.email,
    caseType: 'asylum',
    declarationExcerpt: 'They threatened me in 2024.',
  });
});
