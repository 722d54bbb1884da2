import { expect, test } from '../support/test';

test.describe('language switch', () => {
  test('switching language keeps the page and remembers the choice', async ({ page, context }) => {
    await page.goto('/login?next=%2Fcase-dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const englishTitle = await page.title();

    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/es/login' && url.search === '?next=%2Fcase-dashboard',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).not.toHaveTitle(englishTitle);

    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('es');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);

    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
