import { drawSignature } from '../support/applicant';
import { ARRIVAL, daysUntilDeadline, signUpAsAsylumSeeker } from '../support/asylum-seeker';
import { expectNoSeriousViolation } from '../support/axe';
import { catalog, type Locale } from '../support/catalogs';
import { fillFamilyMember, fillSandboxCard, GOOD_CARD, openCheckout, payAndSign } from '../support/checkout';
import { expect, test } from '../support/test';

/**
 * The case workspace at phone size, in both languages: an asylum seeker who arrived ten months ago
 * answers the eligibility questionnaire, signs up, pays and signs, starts the application, sees the
 * deadline one year after the arrival, edits the profile (through a failed save that keeps what was
 * typed), adds a spouse and a child, removes the child, and reads the case history.
 */

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const prefix = locale === 'es' ? '/es' : '';
  const workspace = catalog(locale, 'workspace');
  const family = catalog(locale, 'family');
  const profile = catalog(locale, 'profile');

  test.describe(`case workspace (${locale})`, () => {
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('start, deadline, profile, family members and history', async ({ page, consoleErrors }) => {
      await signUpAsAsylumSeeker(page, locale);
      await payAndSign(page, locale, (p) => drawSignature(p, 'signature-canvas'));

      // Start the application: the four steps, then the dashboard.
      await expect(page.getByTestId('start-steps')).toBeVisible();
      await page.getByTestId('start-application').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/case-dashboard$`));

      // One year from the arrival ten months ago: about two months left, explained.
      const days = daysUntilDeadline();
      await expect(page.getByTestId('deadline-days-left')).toHaveText(
        workspace(days === 1 ? 'dashboard.daysLeft_one' : 'dashboard.daysLeft_other', {
          count: String(days),
        }),
      );
      await expect(page.getByTestId('deadline-date')).toContainText(String(Number(ARRIVAL.slice(0, 4)) + 1));
      await expect(page.getByTestId('deadline-explanation')).not.toBeEmpty();
      await expect(page.getByTestId('case-card')).toContainText('Ana');
      await expect(page.getByTestId('case-history')).toBeVisible();
      await expectNoSeriousViolation(page);

      // The profile: a failed save keeps what was typed and says so; the next save works.
      await page.goto(`${prefix}/my-profile`);
      const aNumber = page.getByTestId('personal-info-aNumber');
      await aNumber.fill('A-123 456 789');
      const form = page.getByTestId('personal-info-form');
      await form.locator('select[id$="-month"]').selectOption('3');
      await form.locator('input[id$="-day"]').fill('9');
      await form.locator('input[id$="-year"]').fill('1990');
      await form.locator('input[name="gender"][value="female"]').check();
      await page.route('**/api/mycase/personal-info', (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
      );
      await page.getByTestId('personal-info-save').click();
      await expect(page.getByTestId('personal-info-failed')).toHaveText(
        locale === 'en'
          ? "We couldn't save the latest changes. Please try again."
          : /No pudimos guardar los últimos cambios/,
      );
      await expect(aNumber).toHaveValue('A-123 456 789');
      await page.unroute('**/api/mycase/personal-info');
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/mycase/personal-info') && r.request().method() === 'PUT',
      );
      await page.getByTestId('personal-info-save').click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByTestId('personal-info-failed')).toHaveCount(0);
      await expect(page.getByTestId('signed-contract-card')).toBeVisible();
      await expectNoSeriousViolation(page);

      // Family members: a spouse and a child, each paid for as the plan requires, then the child removed.
      await page.goto(`${prefix}/derivatives`);
      for (const member of [
        { add: 'add.spouse', firstName: 'Luis', month: '5', day: '14', year: '1988', married: true },
        { add: 'add.child', firstName: 'Sofía', month: '2', day: '3', year: '2016', married: false },
      ]) {
        await page.getByRole('button', { name: family(member.add) }).click();
        await fillFamilyMember(page, locale, { ...member, lastName: 'Pérez' });
        const panel = page.getByTestId('pay-difference');
        await expect(panel).toBeVisible();
        const popup = await openCheckout(page, panel.getByTestId('pay-button'));
        await fillSandboxCard(popup, GOOD_CARD);
        await expect(page.getByTestId('family-member-list')).toContainText(`${member.firstName} Pérez`, {
          timeout: 20_000,
        });
        await popup.close();
      }
      await page.getByRole('button', { name: family('list.removeLabel', { name: 'Sofía Pérez' }) }).click();
      const modal = page.getByTestId('remove-member-modal');
      await expect(modal).toContainText('Sofía Pérez');
      await page.getByTestId('remove-member-modal-confirm').click();
      await expect(page.getByTestId('family-member-list')).not.toContainText('Sofía');
      await expect(page.getByTestId('family-member-list')).toContainText('Luis Pérez');
      await expectNoSeriousViolation(page);

      // The history on the dashboard tells the story so far.
      await page.goto(`${prefix}/case-dashboard`);
      const history = page.getByTestId('case-history');
      await expect(history).toBeVisible();
      await expect(history.locator('li')).toHaveCount(9);
      // The family member paid for is on record; the payment pop-up opened before it is not.
      await expect(history.locator('li').first()).toContainText(
        workspace('history.events.FAMILY_MEMBERS_PAID'),
      );
      await expect(history).not.toContainText(workspace('history.events.PAYMENT_STARTED'));

      // A percentage the server cannot give counts as read-only: the profile cannot be edited.
      await page.route('**/api/dashboard/calculatePercentage**', (route) =>
        route.fulfill({ status: 503, body: '' }),
      );
      await page.goto(`${prefix}/my-profile`);
      await expect(page.getByTestId('read-only-notice')).toBeVisible();
      await expect(page.getByTestId('personal-info-save')).toBeDisabled();
      expect(profile('form.save')).toBeTruthy();
      // The only failed requests are the ones this journey forced (503) and the family-member
      // changes the server sends to payment first (409).
      expect(consoleErrors.filter((message) => !/status of (503|409) /.test(message))).toEqual([]);
    });
  });
}
