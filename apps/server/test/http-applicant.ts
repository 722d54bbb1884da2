/** An applicant made over HTTP against a running server process, as a browser would. */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';

export const PASSWORD = 'Camino#2026a';
export const CARD = {
  nameOnCard: 'María López',
  number: '4242424242424242',
  expiry: '12/30',
  cvv: '123',
  postalCode: '78701',
  email: 'maria@example.org',
};

export async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * Signs up on `url`, activates through the development outbox and logs in on `loginUrl` (another
 * process may serve it): the Authorization header.
 */
export async function applicant(url: string, loginUrl = url): Promise<string> {
  const email = `crash.${randomUUID().slice(0, 8)}@example.org`;
  const phone = `+1202555${String(Math.floor(1000 + Math.random() * 8999))}`;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, base = url) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const { tempToken } = await json<{ tempToken: string }>(
    await post('/api/auth/generate-temp-token', {}),
    201,
  );
  await json(
    await post(
      '/api/auth/createAccount',
      {
        name: 'María',
        lastName: 'López',
        email,
        confirmEmail: email,
        phone,
        confirmPhone: phone,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      { authorization: `Bearer temp ${tempToken}` },
    ),
    201,
  );
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i += 1) {
    const { messages } = await json<{ messages: { links: string[] }[] }>(
      await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`),
    );
    link = messages[0]?.links[0];
    if (!link) await sleep(200);
  }
  const token = new URL(link!).searchParams.get('token');
  await json(await post('/api/auth/activateAccount', { token }, {}, loginUrl));
  const session = await json<{ token: string }>(
    await post('/api/auth/login', { identifier: email, password: PASSWORD }, {}, loginUrl),
  );
  return `Bearer ${session.token}`;
}
