import { readFile } from 'node:fs/promises';
import type { OutboxMessage } from '../support/accounts';
import { expectNoSeriousViolation } from '../support/axe';
import { catalog } from '../support/catalogs';
import { applicantApi, completeCase, sendOk } from '../support/complete-case';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test, type Page } from '../support/test';

/**
 * After the envelope, in Spanish at phone size: "I mailed my package", the receipt notice recorded
 * (a wrong number refused in Spanish first), the dashboard's timeline counted from the receipt date, a
 * biometrics day whose reminder reaches the outbox naming nothing about the case, the calendar file
 * whose events name nothing, a move with the days left to tell USCIS, and interview practice read
 * aloud by the browser with the answer typed kept on the device. The case is brought to its
 * downloaded package through the API; those steps have their own journeys.
 */

const review = catalog('es', 'review');
const CASE_WORDS = /asilo|asylum|I-589|I-765|USCIS|biom[eé]tric|huellas|permiso|trabajo|tarifa/i;

/** The applicant's calendar day as the server counts it (U.S. Eastern), `days` from today. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Submitted, reviewed, approved and the package downloaded, as the review journey does on its screens. */
async function downloadedPackage(page: Page): Promise<void> {
  const api = await applicantApi(page);
  await sendOk(api, 'PUT', '/mycase/confirm/information', {});
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string }).token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const reviewKind = async () => ((await api.get('/review?lang=es')) as { review: string | null }).review;
  // The initial review: each section confirmed; then the final review, where approval is given.
  await expect.poll(reviewKind, { timeout: 30_000 }).toBe('initial');
  for (const section of ['forms', 'evidence', 'declaration'])
    await sendOk(api, 'POST', '/review/confirm?lang=es', { section });
  await expect.poll(reviewKind, { timeout: 30_000 }).toBe('final');
  const approved = await page.request.fetch('/api/deliverable/approved', {
    method: 'PATCH',
    headers,
    data: { accurate: true, noLegalAdvice: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  let packageId = '';
  await expect
    .poll(
      async () => {
        const status = (await api.get('/case-assembly/byMyCaseId?lang=es')) as {
          status: string;
          parts: Array<{ id: string; kind: string }>;
        };
        packageId = status.parts.find((part) => part.kind === 'package')?.id ?? '';
        return status.status;
      },
      { timeout: 90_000 },
    )
    .toBe('ready');
  const download = await page.request.get(`/api/case-assembly/parts/${packageId}`, { headers });
  expect(download.ok()).toBe(true);
}

async function outboxFor(page: Page, to: string): Promise<OutboxMessage[]> {
  const { messages } = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
  ).json()) as { messages: OutboxMessage[] };
  return messages;
}

test.describe('after filing (es)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');
  test.setTimeout(240_000);

  test('mailed, receipt, timeline, reminder, calendar and a move', async ({ page, consoleErrors }) => {
    await signUpPaidApplicant(page, 'es');
    await completeCase(page, 'es');
    await downloadedPackage(page);
    const api = await applicantApi(page);
    const contact = (await api.get('/mycase/personal-info')) as { email: string };

    // "I mailed my package", then what comes after.
    await page.goto('/es/submit-your-case');
    await page.getByTestId('package-sent').click();
    await expect(page).toHaveURL(/\/es\/congratulations$/);
    await page.getByTestId('congratulations').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/es\/final-instructions$/);
    await expect(page.getByTestId('quick-exit')).toBeVisible();
    await expect(page.getByTestId('after-filing-lawyer')).toContainText(review('afterFiling.lawyer.title'));
    await expectNoSeriousViolation(page);

    // The receipt: a wrong number is refused in Spanish and nothing typed is lost.
    const receiptDate = dayFromToday(-10);
    const form = page.getByTestId('receipt-form');
    await form.getByLabel(review('afterFiling.receipt.number')).fill('IOE12345');
    await form.getByLabel(review('afterFiling.receipt.date')).fill(receiptDate);
    await page.getByTestId('receipt-save').click();
    await expect(form).toContainText(review('afterFiling.errors.numberInvalid'));
    await expect(form.getByLabel(review('afterFiling.receipt.date'))).toHaveValue(receiptDate);
    await form.getByLabel(review('afterFiling.receipt.number')).fill('ioe 0912345678');
    await page.getByTestId('receipt-save').click();

    // The dashboard is now the timeline, counted from the receipt date.
    await expect(page).toHaveURL(/\/es\/case-dashboard$/);
    const timeline = page.getByTestId('after-filing-timeline');
    await expect(timeline.locator('[data-item="receipt"]')).toHaveAttribute('data-state', 'done');
    await expect(timeline.locator('[data-item="work-permit-file"]')).toContainText('en 140 días');
    await expect(page.getByTestId('quick-exit')).toBeVisible();
    await expect(page.getByRole('link', { name: review('afterFiling.lawyer.link') })).toHaveAttribute(
      'href',
      '/es/talk-to-a-lawyer',
    );
    await expectNoSeriousViolation(page);

    // A biometrics notice two days away: its reminder reaches the outbox, naming nothing about the case.
    const appointments = page.getByTestId('appointments-form');
    await appointments.getByLabel(review('afterFiling.appointments.biometrics')).fill(dayFromToday(2));
    await appointments.getByRole('button', { name: review('afterFiling.appointments.save') }).click();
    await expect(appointments).toContainText(review('afterFiling.appointments.saved'));
    await expect(timeline.locator('[data-item="biometrics"]')).toHaveAttribute('data-state', 'next');
    let reminder: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          reminder = (await outboxFor(page, contact.email)).find((message) =>
            message.links.some((link) => link.endsWith('/es/case-dashboard')),
          );
          return reminder !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(reminder!.subject).toBe('Camino: un recordatorio');
    expect(`${reminder!.subject} ${reminder!.text}`).not.toMatch(CASE_WORDS);

    // The calendar file: a plain name, events that say only "Cita" or "Recordatorio de Camino".
    const downloading = page.waitForEvent('download');
    await page.getByTestId('calendar-download-button').click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('calendar.ics');
    const ics = await readFile((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Cita');
    expect(ics).not.toMatch(CASE_WORDS);

    // A move: the days left to tell USCIS, how, and the court as a reason to see a lawyer.
    const move = page.getByTestId('move');
    await move.getByText(review('afterFiling.move.open')).click();
    await move.getByLabel(review('afterFiling.move.movedOn')).fill(dayFromToday(-1));
    await move.getByLabel(review('afterFiling.move.street')).fill('12 Calle Nueva');
    await move.getByLabel(review('afterFiling.move.city')).fill('Austin');
    await move.getByLabel(review('afterFiling.move.state'), { exact: true }).selectOption('TX');
    await move.getByLabel(review('afterFiling.move.zip')).fill('78701');
    await move.getByLabel(review('afterFiling.move.inCourt')).check();
    await page.getByTestId('move-save').click();
    const steps = page.getByTestId('move-steps');
    await expect(steps).toContainText('quedan 9 días');
    await expect(steps).toContainText(review('afterFiling.move.how.ar-11-online'));
    await expect(steps).toContainText('IOE0912345678');
    await expect(steps).toContainText(review('afterFiling.move.court'));
    await expectNoSeriousViolation(page);

    // Interview practice, from the dashboard: questions from the applicant's own words, read aloud.
    await page.evaluate(() => {
      const spoken: Array<{ text: string; lang: string }> = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      window.speechSynthesis.cancel = () => undefined;
      window.speechSynthesis.speak = (utterance) => {
        spoken.push({ text: utterance.text, lang: utterance.lang });
      };
    });
    const sentBodies: string[] = [];
    page.on('request', (request) => sentBodies.push(request.postData() ?? ''));
    await page.getByRole('link', { name: review('practice.link.action') }).click();
    await expect(page).toHaveURL(/\/es\/interview-practice$/);
    await expect(page.getByTestId('quick-exit')).toBeVisible();
    expect(await page.title()).not.toMatch(CASE_WORDS);
    await expect(page.getByTestId('practice-private')).toContainText(review('practice.private'));
    const first = page.locator('[data-question]').first();
    const question = (await first.getByTestId('practice-question-text').textContent())!;
    await first.getByTestId('practice-read-aloud').click();
    expect(await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken)).toEqual([
      { text: question, lang: 'es-US' },
    ]);
    await first.getByLabel(review('practice.answerLabel')).fill('Una respuesta de práctica');
    await expect(page.getByTestId('disagreements')).toBeVisible();
    await expect(page.getByRole('link', { name: review('afterFiling.lawyer.link') })).toHaveAttribute(
      'href',
      '/es/talk-to-a-lawyer',
    );
    await expectNoSeriousViolation(page);
    expect(sentBodies.filter((body) => body.includes('respuesta de práctica'))).toEqual([]);

    // The same screens in English pass axe too.
    await page.goto('/case-dashboard');
    await expect(page.getByTestId('after-filing-timeline')).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.goto('/final-instructions');
    await expect(page.getByTestId('receipt-form')).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.goto('/interview-practice');
    await expect(page.locator('[data-question]').first()).toBeVisible();
    await expectNoSeriousViolation(page);

    expect(consoleErrors).toEqual([]);
  });
});
