import { REASONS, type ReasonKey } from '@camino/contracts';
import { catalog } from '../support/catalogs';
import { answerQuestionnaire, monthsAgo, SCREENED, startFromHome, VISITORS } from '../support/eligibility';
import { expect, test, type Page } from '../support/test';

/**
 * The screener as visitors meet it on a phone, from the home page, in both languages: it asks first
 * whether they are in the United States, stops once the answers decide, never asks what the dates
 * say, moves its progress forward on every page, and the outcome follows the last answer without a
 * tap. The scripts list every question a visitor is expected to meet: any other question fails.
 */

const eligibility = catalog('es', 'eligibility');

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe('screener (phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  const visitors = Object.entries(VISITORS);
  visitors.forEach(([who, { script, outcome }], index) => {
    // Half of the visitors walk in Spanish, half in English.
    const prefix = index % 2 === 0 ? '/es' : '';
    const locale = prefix ? 'es' : 'en';
    test(`${who} (${locale}) is led to the outcome, the progress only moving forward`, async ({ page }) => {
      await startFromHome(page, prefix);
      const { pages } = await answerQuestionnaire(page, script);
      const progress = pages.map((each) => each.progress);
      expect(progress[0]).toBe(0);
      for (let i = 1; i < progress.length; i += 1) {
        expect(progress[i], `${pages[i]!.name} after ${pages[i - 1]!.name}`).toBeGreaterThan(
          progress[i - 1]!,
        );
        expect(progress[i]! - progress[i - 1]!, pages[i]!.name).toBeLessThanOrEqual(10);
      }
      // Nobody was told "you answered all the questions" on the way: the outcome came by itself.
      if ('eligible' in outcome) {
        await expect(page).toHaveURL(new RegExp(`${prefix}/great-news$`));
      } else {
        await expect(page).toHaveURL(new RegExp(`${prefix}/no-eligibility-submit$`));
        await expect(page.getByTestId('not-fit-reasons')).toContainText(
          REASONS[outcome.reason as ReasonKey][locale],
        );
        await expect(page.getByTestId('free-help')).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });
  });

  test('a person living abroad learns on the first question that asylum and the T visa need presence', async ({
    page,
  }) => {
    await startFromHome(page, '/es');
    const question = page.getByTestId('questionnaire');
    await expect(question).toContainText('visa T');
    await expect(question).toContainText('Estados Unidos');
    const { pages } = await answerQuestionnaire(page, { in_us_now: ['no'] });
    expect(pages.map((each) => each.name)).toEqual(['in_us_now']);
    await expect(page.getByTestId('not-fit-reasons')).toContainText(REASONS['not-in-us'].es);
  });

  test('a child of 25 or older goes to the refer page straight after giving the age', async ({ page }) => {
    await startFromHome(page, '');
    const { pages } = await answerQuestionnaire(page, VISITORS['a child of 25 or older']!.script);
    expect(pages.at(-1)?.name).toBe('vawach_age');
    await expect(page).toHaveURL(/\/no-eligibility-submit$/);
  });

  test('a missed one-year deadline with no exception ends the asylum questions and says why', async ({
    page,
  }) => {
    await startFromHome(page, '/es');
    // The first question is the only thing on screen: progress does not claim half of it done.
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await answerQuestionnaire(page, {
      ...SCREENED,
      fear_situation: ['past_harm'],
      asylum_grounds: ['political_opinion'],
      last_arrival_date: monthsAgo(36),
      // No "was that more than a year ago?": the date already says so.
      asylum_exception: ['no'],
      harm_situation: ['none'],
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
    await answerQuestionnaire(page, VISITORS['a journalist arrested for reporting']!.script);
    await expect(page).toHaveURL(/\/es\/no-eligibility-submit$/);
    await expect(page.getByTestId('not-fit-reasons')).toContainText(
      'Aun así se debe contar en los formularios; un abogado puede presentarlo bien.',
    );
  });
});
