import { catalog } from '../support/catalogs';
import { answerQuestionnaire, monthsAgo, SCREENED, startFromHome } from '../support/eligibility';
import { expect, test } from '../support/test';

/**
 * The screener as an asylum seeker meets it in Spanish on a phone: it stops once the answers decide,
 * never asks what the dates say, and the not-a-fit page says why and where to find free help. The
 * scripts list every question the visitor is expected to meet: any other question fails the journey.
 */

const eligibility = catalog('es', 'eligibility');

test.describe('screener (es, phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('a missed one-year deadline with no exception ends the asylum questions and says why', async ({
    page,
  }) => {
    await startFromHome(page, '/es');
    // The first question is the only thing on screen: progress does not claim half of it done.
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await answerQuestionnaire(page, {
      ...SCREENED,
      fear_situation: ['yes'],
      asylum_in_us: ['yes'],
      asylum_harm: ['past_harm'],
      asylum_grounds: ['political_opinion'],
      last_arrival_date: monthsAgo(36),
      // No "was that more than a year ago?": the date already says so.
      asylum_exception: ['no'],
      harm_situation: ['no'],
    });
    await expect(page).toHaveURL(/\/es\/no-eligibility-submit$/);
    await expect(page.getByTestId('not-fit-reasons')).toContainText(
      'Normalmente el asilo se debe pedir dentro del año siguiente a su última llegada',
    );
    const help = page.getByTestId('free-help');
    await expect(help).toContainText(eligibility('notFit.helpTitle'));
    await expect(help.locator('a[href="tel:+18007997233"]')).toBeVisible();
    await expect(help.locator('a[href="tel:+18883737888"]')).toBeVisible();
    await expect(help).toContainText('Fuente:');
  });

  test('a journalist arrested for reporting is asked why, and told to disclose it with a lawyer', async ({
    page,
  }) => {
    await startFromHome(page, '/es');
    await answerQuestionnaire(page, {
      in_removal_proceedings: ['no'],
      prior_removal_order: ['no'],
      arrests: ['yes'],
      arrest_reason: ['persecution'],
    });
    await expect(page).toHaveURL(/\/es\/no-eligibility-submit$/);
    await expect(page.getByTestId('not-fit-reasons')).toContainText(
      'Aun así se debe contar en los formularios; un abogado puede presentarlo bien.',
    );
  });
});
