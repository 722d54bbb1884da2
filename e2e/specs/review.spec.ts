import { expectNoSeriousViolation } from '../support/axe';
import { catalog, type Locale } from '../support/catalogs';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test } from '../support/test';

/**
 * The review pages at phone size, in both languages, for an asylum applicant who has not submitted
 * yet: the review says when it opens, no request can be sent (and what was typed stays), the
 * download page claims no package, and the after-filing page explains what comes next.
 */
for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const prefix = locale === 'es' ? '/es' : '';
  const review = catalog(locale, 'review');

  test.describe(`review before submission (${locale})`, () => {
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('review not open yet, request refused and kept, no package claimed, after filing', async ({
      page,
      consoleErrors,
    }) => {
      await signUpPaidApplicant(page, locale);

      await page.goto(`${prefix}/review-landing`);
      // The first review reads the official forms' files once per process.
      await expect(page.getByTestId('review-not-yet')).toHaveText(review('landing.notYet'), {
        timeout: 30_000,
      });
      await expectNoSeriousViolation(page);

      await page.goto(`${prefix}/my-request`);
      await expect(page.getByText(review('requests.empty'))).toBeVisible();

      await page.goto(`${prefix}/my-request/request`);
      await expect(page.getByTestId('request-warning')).toHaveText(review('request.warning'));
      await page.getByTestId('send-request').click();
      await expect(page.getByRole('alert')).toHaveText(review('request.empty'));
      await page.getByTestId('request-declaration').fill('Paragraph 3 has the wrong year.');
      await page.getByTestId('send-request').click();
      await expect(page.getByRole('alert')).toHaveText(review('request.notNow'));
      await expect(page.getByTestId('request-declaration')).toHaveValue('Paragraph 3 has the wrong year.');
      await expectNoSeriousViolation(page);

      await page.goto(`${prefix}/download-case`);
      await expect(page.getByTestId('not-yet')).toBeVisible();
      await expect(page.getByTestId('package-ready')).toHaveCount(0);

      await page.goto(`${prefix}/final-steps-landing`);
      await expect(page.getByTestId('after-filing')).toContainText(review('after.copies'));
      await expect(page.getByTestId('after-filing')).not.toContainText(review('after.asylumInterview'));

      // The refused request is the only expected error: the server's 409 answer.
      expect(consoleErrors.filter((message) => !/409/.test(message))).toEqual([]);
    });
  });
}
