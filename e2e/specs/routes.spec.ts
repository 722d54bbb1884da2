import { LOCALES, localizePath } from '@camino/contracts';
import { examplePath, expectationFor, ROUTES } from '../support/routes';
import { expect, test } from '../support/test';

// Every route of the specification, in both languages, for a visitor with no session.
test.describe('every route answers', () => {
  test.skip(({ isMobile }) => !isMobile, 'the route walk runs once, at phone size');

  for (const route of ROUTES.filter((r) => r.id !== 'short-url')) {
    test(`${route.path}`, async ({ page, consoleErrors }) => {
      for (const locale of LOCALES) {
        const path = localizePath(examplePath(route), locale);
        const response = await page.goto(path);
        expect(response?.status(), `${path} status`).toBe(200);
        const expected = expectationFor(route, locale);
        if (expected.kind === 'redirect') {
          await expect(page, `${path} redirects`).toHaveURL(
            (url) => url.pathname + url.search === expected.to,
          );
        } else {
          await expect(page.locator(`[data-layout="${expected.layout}"]`), `${path} layout`).toBeVisible();
          await expect(page.locator('h1').first(), `${path} heading`).toBeVisible();
        }
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(/Camino/);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
