import { linkFromOutbox, uniqueContact } from './accounts';
import { logIn, PASSWORD } from './applicant';
import type { Locale } from './catalogs';
import { ASYLUM_SEEKER, answerQuestionnaire, monthsAgo, startFromHome } from './eligibility';
import { expect, type Page } from './test';

/** The arrival date of the journeys' asylum seeker: ten months ago, inside the one-year deadline. */
export const ARRIVAL = monthsAgo(10);

/** Calendar days from today (UTC) to one year after the arrival. */
export function daysUntilDeadline(): number {
  const [year, month, day] = ARRIVAL.split('-').map(Number) as [number, number, number];
  const deadline = Date.UTC(year + 1, month - 1, day);
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((deadline - today) / 86_400_000);
}

/** From the eligibility questionnaire to an activated, signed-in applicant whose answers moved to the account. */
export async function signUpAsAsylumSeeker(page: Page, locale: Locale) {
  const prefix = locale === 'es' ? '/es' : '';
  await startFromHome(page, prefix);
  await answerQuestionnaire(page, { ...ASYLUM_SEEKER, last_arrival_date: ARRIVAL });
  await expect(page).toHaveURL(new RegExp(`${prefix}/great-news$`));

  const contact = uniqueContact(`ws-${locale}`);
  // The sign-up form has its own journey (accounts.spec.ts); here the account is made with this
  // visitor's temporary session, which is what moves the questionnaire answers to the account.
  const created = await page.evaluate(
    async ({ email, phone, password, lang }) => {
      const { tempToken } = JSON.parse(sessionStorage.getItem('camino.auth')!) as { tempToken: string };
      const response = await fetch('/api/auth/createAccount', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer temp ${tempToken}` },
        body: JSON.stringify({
          name: 'Ana',
          lastName: 'Pérez',
          email,
          confirmEmail: email,
          phone,
          confirmPhone: phone,
          password,
          confirmPassword: password,
          locale: lang,
        }),
      });
      return response.status;
    },
    { ...contact, password: PASSWORD, lang: locale },
  );
  expect(created).toBe(201);
  const activation = new URL(await linkFromOutbox(page.request, contact.email, '/activate-account'));
  const activated = await page.request.post('/api/auth/activateAccount', {
    data: { token: activation.searchParams.get('token') },
  });
  expect(activated.ok()).toBe(true);
  await logIn(page, locale, contact.email);
}
