import AxeBuilder from '@axe-core/playwright';
import { LOCALES, localizePath } from '@camino/contracts';
import { PUBLIC_ROUTES } from '../support/routes';
import { expect, test } from '../support/test';

// axe on every public route, at both sizes (each Playwright project): both languages at phone size,
// where Spanish's longer words are likeliest to break a layout; English at desktop size.
for (const route of PUBLIC_ROUTES) {
  test(`no serious accessibility violation on ${route.path}`, async ({ page, isMobile }) => {
    for (const locale of isMobile ? LOCALES : (['en'] as const)) {
      const path = localizePath(route.path, locale);
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, `${path}`).toEqual([]);
    }
  });
}
