// Login is deliberately expensive (argon2id) and rate limited per address, so it is measured with a
// bounded number of requests that stays under the limit, not with an open-ended load.

interface OutboxMessage {
  links?: string[];
  text?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bench reads a few known fields
async function json(response: Response): Promise<any> {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Creates and activates an account through the public API and the development outbox. */
async function createActivatedAccount(baseUrl: string, email: string, password: string): Promise<void> {
  const { tempToken } = await json(
    await fetch(`${baseUrl}/api/auth/generate-temp-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  const phone = '+1202555' + String(Math.floor(1000 + Math.random() * 8999));
  await json(
    await fetch(`${baseUrl}/api/auth/createAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer temp ${tempToken}` },
      body: JSON.stringify({
        name: 'Bench',
        lastName: 'Mark',
        email,
        confirmEmail: email,
        phone,
        confirmPhone: phone,
        password,
        confirmPassword: password,
      }),
    }),
  );
  let token: string | null = null;
  for (let attempt = 0; attempt < 40 && !token; attempt++) {
    const { messages } = (await json(
      await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`),
    )) as {
      messages: OutboxMessage[];
    };
    const link = messages.flatMap((m) => m.links ?? []).find((l) => l.includes('activate-account?token='));
    token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) await new Promise((r) => setTimeout(r, 250));
  }
  if (!token) throw new Error('no activation link arrived in the outbox');
  await json(
    await fetch(`${baseUrl}/api/auth/activateAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
  );
}

export interface LoginFigures {
  logins: number;
  concurrency: number;
  loginsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function measureLogin(
  baseUrl: string,
  { logins = 40, concurrency = 4 } = {},
): Promise<LoginFigures> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-Password-1';
  await createActivatedAccount(baseUrl, email, password);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < logins) {
        next += 1;
        const t0 = performance.now();
        await json(
          await fetch(`${baseUrl}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ identifier: email, password }),
          }),
        );
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return {
    logins,
    concurrency,
    loginsPerSecond: Number((logins / seconds).toFixed(1)),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
