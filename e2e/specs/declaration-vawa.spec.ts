import { catalog } from '../support/catalogs';
import { VAWA_SPOUSE } from '../support/eligibility';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, type Page, test } from '../support/test';

/**
 * The declaration at phone size, in English: an abused spouse (VAWA self-petition) writes the abuse
 * section with an incident that has no date, sees that recommendation, and downloads the declaration.
 */

const d = catalog('en', 'declaration');

const INCIDENT =
  'In our kitchen in Houston my husband threw a plate at me, took my passport and said he would call immigration if I told anyone.';

/** An eligible abused spouse with a paid case and a signed contract, set up through the API. */
async function signUpAsAbusedSpouse(page: Page) {
  await signUpPaidApplicant(page, 'en', {
    script: VAWA_SPOUSE,
    strategy: 'vawasp',
    name: { first: 'Lucia', last: 'Gómez' },
  });
}

test.describe('declaration (VAWA, en)', () => {
  test.slow();
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('an abused spouse writes in English, sees a recommendation, downloads the PDF', async ({
    page,
    consoleErrors,
  }) => {
    await signUpAsAbusedSpouse(page);

    await page.goto('/declaration-landing');
    await page.getByRole('button', { name: d('landing.languageEn'), exact: true }).click();
    await expect(page.getByText(d('landing.writtenIn', { language: d('landing.languageEn') }))).toBeVisible();

    await page.goto('/declaration-sections?section=the_abuse');
    await expect(page.getByTestId('section-title')).toHaveText('The abuse');
    await page.getByTestId('section-text').fill(INCIDENT);
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

    await page.goto('/declaration-recommendations');
    await expect(page.getByTestId('recommendation-incident-without-date')).toBeVisible();
    await expect(
      page
        .getByTestId('recommendation-incident-without-date')
        .getByRole('link', { name: d('recommendations.fix', { section: 'The abuse' }) }),
    ).toBeVisible();

    await page.goto('/declaration');
    await expect(page.getByTestId('page-original-1')).toBeVisible();
    await expect(page.getByTestId('download-package')).toHaveCount(0);
    const pdf = page.waitForEvent('download');
    await page.getByTestId('download-original').click();
    expect((await pdf).suggestedFilename()).toBe('declaration.pdf');
    expect(consoleErrors).toEqual([]);
  });
});
