import { expect, test } from '../support/test';

test.describe('unknown pages', () => {
  test('an unknown path is a real 404 with the error page in English', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /this-page-does-not-exist');
    await page.getByTestId('error-home').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('[data-layout="home"]')).toBeVisible();
  });

  test('an unknown path under /es shows the Spanish error page and goes home to /es', async ({ page }) => {
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('error-message')).toHaveText('Página no encontrada: /es/no-existe');
    await expect(page.getByTestId('error-home')).toHaveText('Ir a la página de inicio');
    await page.getByTestId('error-home').click();
    await expect(page).toHaveURL((url) => url.pathname === '/es');
  });

  test('a route whose parameter is not allowed is a 404', async ({ page }) => {
    const response = await page.goto('/explore-your-options/not-a-strategy');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-status')).toHaveText('404');
  });

  test('an unknown API path answers problem+json 404', async ({ request }) => {
    const response = await request.get('/api/not-a-call');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/problem+json');
    const body = await response.json();
    expect(body.status).toBe(404);
  });
});
