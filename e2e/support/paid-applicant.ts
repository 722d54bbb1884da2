/**
 * An activated, signed-in applicant with a paid case and a signed contract, made through the public
 * API only: the same state as `signUpAsAsylumSeeker` + `payAndSign`, for journeys whose subject is
 * what comes after. Eligibility, payment and signing keep their own journeys through the pages.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { linkFromOutbox, uniqueContact } from './accounts';
import { PASSWORD } from './applicant';
import { ARRIVAL } from './asylum-seeker';
import type { Locale } from './catalogs';
import { ASYLUM_SEEKER, eligibilityConfig, type EligibilityConfig, type Script } from './eligibility';
import { expect, type Page } from './test';

export interface PaidApplicantOptions {
  /** The eligibility answers by question name; the asylum seeker's by default. */
  script?: Script;
  /** The case type to open when the answers fit more than one. */
  strategy?: 'asylum' | 'vawasp' | 'vawach' | 'tvisa';
  /** The applicant's first and last name. */
  name?: { first: string; last: string };
  /** Runs signed in, before paying: what must be known for the price (a family, say). */
  beforePayment?: (page: Page) => Promise<void>;
}

type Headers = Record<string, string>;

async function okJson<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${body}`).toBe(true);
  return (body === '' ? null : JSON.parse(body)) as T;
}

interface FlowState {
  current: { question_id: number; loop_id: number } | null;
  complete: boolean;
  failed_validation: { message: string } | null;
}

/** The rows the questionnaire page sends for one question: every option, 'true' when chosen. */
function rowsFor(config: EligibilityConfig, name: string, planned: Script[string], loopId: number) {
  if (typeof planned === 'string') {
    return [{ question_id: config.idOf(name), loop_id: loopId, response: planned }];
  }
  const chosen = new Set(planned.map((option) => config.idOf(`${name}.${option}`)));
  return [...config.byId]
    .filter(([, optionName]) => optionName.startsWith(`${name}.`))
    .map(([id]) => ({ question_id: id, loop_id: loopId, response: chosen.has(id) ? 'true' : 'false' }));
}

/** Walks the eligibility questionnaire on the server with the temporary session, answering from the script. */
async function answerEligibility(page: Page, headers: Headers, script: Script, lang: Locale) {
  const config = await eligibilityConfig(page);
  const ref = { config_id: config.configId, question_section_id: config.sectionId, lang };
  const move = async () =>
    okJson<FlowState>(
      await page.request.post('/api/question-flow-path/temp', { headers, data: { ...ref, action: 'next' } }),
      'next question',
    );
  let state = await okJson<FlowState>(
    await page.request.get(`/api/question-flow-path/temp/${config.configId}/${config.sectionId}/${lang}`, {
      headers,
    }),
    'flow path',
  );
  if (state.current === null && !state.complete) state = await move();
  for (let steps = 0; !state.complete; steps += 1) {
    expect(steps, 'the questionnaire reaches its end').toBeLessThan(80);
    expect(state.failed_validation, 'no validation sends the walk back').toBeNull();
    const { question_id: questionId, loop_id: loopId } = state.current!;
    const name = config.byId.get(questionId) ?? '';
    const planned = script[name];
    if (planned !== undefined) {
      await okJson(
        await page.request.post('/api/param-question-response/process-array', {
          headers,
          data: { ...ref, answers: rowsFor(config, name, planned, loopId) },
        }),
        `answer ${name}`,
      );
    }
    state = await move();
  }
}

/** Sign-up with the temporary session (which moves the answers to the account), activation, login. */
async function createAccount(
  page: Page,
  headers: Headers,
  locale: Locale,
  name: PaidApplicantOptions['name'],
) {
  const contact = uniqueContact(`paid-${locale}`);
  const created = await page.request.post('/api/auth/createAccount', {
    headers,
    data: {
      name: name?.first ?? 'Ana',
      lastName: name?.last ?? 'Pérez',
      email: contact.email,
      confirmEmail: contact.email,
      phone: contact.phone,
      confirmPhone: contact.phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      locale,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const activation = new URL(await linkFromOutbox(page.request, contact.email, '/activate-account'));
  await okJson(
    await page.request.post('/api/auth/activateAccount', {
      data: { token: activation.searchParams.get('token') },
    }),
    'activate',
  );
  // The browser context shares this request's cookies, so the refresh cookie lands where the page keeps it.
  return okJson<{ token: string; tokenExpiration?: unknown }>(
    await page.request.post('/api/auth/login', { data: { identifier: contact.email, password: PASSWORD } }),
    'login',
  );
}

/** A drawn stroke as the signature screen sends it: a PNG data URL of its canvas. */
async function signatureImage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.lineWidth = 3;
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(90, 100);
    for (let step = 1; step <= 12; step += 1) context.lineTo(90 + step * 30, step % 2 === 0 ? 80 : 120);
    context.stroke();
    return canvas.toDataURL('image/png');
  });
}

async function payInFull(page: Page, headers: Headers, strategy: PaidApplicantOptions['strategy']) {
  const summary = await okJson<{ strategy: string | null }>(
    await page.request.get('/api/mycase/findOneCase', { headers }),
    'case',
  );
  if (strategy !== undefined && summary.strategy !== strategy)
    await okJson(await page.request.post('/api/mycase', { headers, data: { strategy } }), 'case type');
  const checkout = await okJson<{ url: string }>(
    await page.request.post('/api/payment/checkout', {
      headers,
      data: { plan: 'full', state: 'TX', idempotencyKey: randomUUID() },
    }),
    'checkout',
  );
  const paid = await page.request.post(new URL(checkout.url).pathname, {
    form: {
      nameOnCard: 'Ana Perez',
      number: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      postalCode: '78701',
      email: 'ana@example.org',
    },
  });
  expect(paid.status(), 'the sandbox checkout takes the card').toBeLessThan(400);
  await expect
    .poll(
      async () => {
        const rules = await page.request.get('/api/param-navigation-rules', { headers });
        return rules.ok() ? ((await rules.json()) as { access: { paid: boolean } }).access.paid : false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function acceptTermsAndSign(page: Page, headers: Headers, locale: Locale) {
  const terms = await okJson<{ terms: { version: string }; privacy: { version: string } }>(
    await page.request.get('/api/terms/current', { headers }),
    'terms',
  );
  await okJson(
    await page.request.post('/api/terms/accept', {
      headers,
      data: { termsVersion: terms.terms.version, privacyVersion: terms.privacy.version },
    }),
    'accept terms',
  );
  const contract = await okJson<{ version: string }>(
    await page.request.get('/api/contract/current', { headers }),
    'contract',
  );
  await okJson(
    await page.request.post('/api/contract/sign', {
      headers,
      data: {
        signaturePng: await signatureImage(page),
        acknowledgedConsiderations: true,
        contractVersion: contract.version,
        lang: locale,
      },
    }),
    'sign contract',
  );
}

/** Stores the session in the page as the login screen leaves it. */
async function keepSession(page: Page, session: { token: string; tokenExpiration?: unknown }) {
  const expiration =
    typeof session.tokenExpiration === 'number'
      ? session.tokenExpiration
      : typeof session.tokenExpiration === 'string'
        ? Date.parse(session.tokenExpiration)
        : NaN;
  await page.evaluate(
    ({ token, tokenExpiration }) => {
      sessionStorage.setItem(
        'camino.auth',
        JSON.stringify(tokenExpiration === null ? { token } : { token, tokenExpiration }),
      );
      localStorage.setItem('camino.signed-in', '1');
      localStorage.setItem('camino.session', JSON.stringify({ eligibility: 'eligible' }));
    },
    { token: session.token, tokenExpiration: Number.isFinite(expiration) ? expiration : null },
  );
}

/**
 * From nothing to an activated, signed-in applicant with a paid case and a signed contract, on the
 * page where the navigation rules send them (the start of the application for a new applicant).
 */
export async function signUpPaidApplicant(page: Page, locale: Locale, options: PaidApplicantOptions = {}) {
  const prefix = locale === 'es' ? '/es' : '';
  const script = options.script ?? { ...ASYLUM_SEEKER, last_arrival_date: ARRIVAL };
  // A page of the site first: the session lives in its storage.
  await page.goto(`${prefix}/`);

  const { tempToken } = await okJson<{ tempToken: string }>(
    await page.request.post('/api/auth/generate-temp-token', { data: { locale } }),
    'temporary session',
  );
  const temp = { Authorization: `Bearer temp ${tempToken}` };
  await answerEligibility(page, temp, script, locale);
  const decision = await okJson<{ outcome: string }>(
    await page.request.post('/api/eligibility/decide', { headers: temp }),
    'decide',
  );
  expect(decision.outcome).toBe('eligible');

  const session = await createAccount(page, temp, locale, options.name);
  const headers = { Authorization: `Bearer ${session.token}` };
  await keepSession(page, session);
  await options.beforePayment?.(page);
  await payInFull(page, headers, options.strategy);
  await acceptTermsAndSign(page, headers, locale);
  const { route } = await okJson<{ route: string }>(
    await page.request.get('/api/param-navigation-rules', { headers }),
    'navigation rules',
  );
  await page.goto(`${prefix}${route}`);
  await expect(page).toHaveURL(new RegExp(`${prefix}${route}$`), { timeout: 20_000 });
}
