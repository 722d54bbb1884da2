import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string | null;
  text: string;
  links: string[];
  createdAt: string;
}

/** The newest link sent to `to` whose path ends with `page` (development outbox, newest first). */
export async function linkFromOutbox(request: APIRequestContext, to: string, page: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return undefined;
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages
          .flatMap((message) => message.links)
          .find((link) => new URL(link).pathname.endsWith(page));
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}

/**
 * Opens a temporary (pre-account) session from the page, as the questionnaire's start does, and
 * records the visitor as eligible so the create-account page opens.
 */
export async function startEligibleVisitor(page: Page, locale: 'en' | 'es') {
  await page.evaluate(async (lang) => {
    const response = await fetch('/api/auth/generate-temp-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: lang }),
    });
    const { tempToken } = (await response.json()) as { tempToken: string };
    sessionStorage.setItem('camino.auth', JSON.stringify({ tempToken }));
    localStorage.setItem('camino.session', JSON.stringify({ eligibility: 'eligible' }));
  }, locale);
}

// A number is one of these area codes, an exchange and a line, drawn at random: about 64 million
// numbers, so the few hundred accounts of a run (sign-up refuses a phone already registered) do not
// share one, as they did now and then with the last four digits of the clock.
const AREA_CODES = ['202', '212', '305', '312', '415', '617', '713', '818'];

/** A unique address and a valid U.S. number per test, so parallel journeys never collide. */
export function uniqueContact(tag: string) {
  const seed = `${Date.now()}${randomInt(1000)}`;
  const exchange = 200 + randomInt(800);
  const line = String(randomInt(10_000)).padStart(4, '0');
  return {
    email: `e2e.${tag}.${seed}@example.org`,
    phone: `${AREA_CODES[randomInt(AREA_CODES.length)]}${exchange}${line}`,
  };
}

/** An activated account made through the API (temporary session, sign-up, activation link). */
export async function createActivatedAccount(
  page: Page,
  input: { email: string; phone: string; password: string; locale: 'en' | 'es' },
) {
  const temp = await page.request.post('/api/auth/generate-temp-token', { data: { locale: input.locale } });
  expect(temp.ok()).toBe(true);
  const created = await page.request.post('/api/auth/createAccount', {
    data: {
      name: 'Ana',
      lastName: 'Pérez',
      email: input.email,
      confirmEmail: input.email,
      phone: input.phone,
      confirmPhone: input.phone,
      password: input.password,
      confirmPassword: input.password,
      locale: input.locale,
    },
  });
  expect(created.status()).toBe(201);
  const activation = new URL(await linkFromOutbox(page.request, input.email, '/activate-account'));
  const activated = await page.request.post('/api/auth/activateAccount', {
    data: { token: activation.searchParams.get('token') },
  });
  expect(activated.ok()).toBe(true);
}
