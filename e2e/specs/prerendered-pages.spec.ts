import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, localizePath, STRATEGIES, splitLocale } from '@camino/contracts';
import { expect, test } from '../support/test';
import { languageOf } from '../support/text-language';

const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/dist/prerendered/manifest.json'), 'utf8'),
) as { pages: Record<string, string> };
const PAGES = Object.keys(manifest.pages).sort();
const PUBLIC_PATHS = [
  '/',
  '/about-us',
  '/services',
  '/resources',
  '/help',
  '/pre-questionnaire',
  '/explore-your-options',
  ...STRATEGIES.map((strategy) => `/explore-your-options/${strategy}`),
  '/no-eligibility-confirmation',
];
const mainCatalog = (locale: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../apps/web/src/locales/${locale}.json`), 'utf8'),
  ) as { quickExit: { label: string }; routes: Record<string, { title?: string }> };

test.describe('prerendered public pages', () => {
  test.skip(({ isMobile }) => !isMobile, 'read once, at phone size');

  test('every public page is prerendered in both languages', () => {
    expect(PAGES).toEqual(
      PUBLIC_PATHS.flatMap((pagePath) => LOCALES.map((locale) => localizePath(pagePath, locale))).sort(),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const pathname of PAGES) {
      test(`${pathname} shows its heading and text in its language`, async ({ page }) => {
        const { locale, path: unprefixed } = splitLocale(pathname);
        const other = LOCALES.find((each) => each !== locale)!;
        // The same page in the other language: its heading must be a different one.
        await page.goto(localizePath(unprefixed, other));
        const otherHeading = await page.locator('h1').first().innerText();

        await page.goto(pathname);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const heading = page.locator('main h1').first();
        await expect(heading).toBeVisible();
        expect((await heading.innerText()).trim()).not.toBe(otherHeading.trim());
        const text = await page.locator('main').innerText();
        expect(text.length).toBeGreaterThan(80);
        expect(languageOf(text)).toBe(locale);
        // The quick exit leaves even though no script runs.
        const quickExit = page.getByTestId('quick-exit').first();
        await expect(quickExit).toHaveText(mainCatalog(locale).quickExit.label);
        await expect(quickExit).toHaveAttribute('href', /^https:\/\//);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
        await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveCount(1);
      });
    }
  });

  test('the quick exit leaves as a plain link when no script runs', async ({ browser }) => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: process.env.E2E_BASE_URL,
    });
    const page = await noScript.newPage();
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Search</title><p>Search</p>' }),
    );
    await page.goto('/es/help');
    await page.getByTestId('quick-exit').first().click();
    await expect(page).toHaveURL('https://www.google.com/');
    await noScript.close();
  });

  for (const pathname of ['/', '/es/help', '/es/explore-your-options/asylum']) {
    test(`${pathname} reads the same as the page the app draws`, async ({ browser, page }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noScript.newPage();
      await staticPage.goto(new URL(pathname, process.env.E2E_BASE_URL).href);
      const prerendered = await staticPage.locator('h1').first().innerText();
      const title = await staticPage.title();
      await noScript.close();

      // The app draws the same heading and title when it renders the page itself (a second visit
      // through client navigation from the shell of another page).
      await page.goto('/login');
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, pathname);
      if (pathname.includes('explore-your-options')) {
        // Behind the eligibility guards, a visitor who has not been screened is sent to start.
        await expect(page).toHaveURL(/\/pre-questionnaire$/);
        return;
      }
      await expect(page.locator('h1').first()).toHaveText(prerendered);
      await expect(page).toHaveTitle(title);
    });
  }

  test('loads only the boot script until the visitor needs the app, then the app takes over in place', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/es');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(scripts.every((script) => /\/assets\/(boot|session-storage-key)-/.test(script))).toBe(true);
    expect(scripts.length).toBeLessThanOrEqual(2);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The menu button needs the app: the tap starts it and is given to it once it has taken over.
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await expect(page.getByTestId('header-menu-button')).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.length).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ayuda' }).click();
    await expect(page).toHaveURL(/\/es\/help$/);
    await expect(page.locator('h1').first()).toHaveText('Ayuda');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a screened visitor reads a case type page without the app, which takes over in place when needed', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/es/pre-questionnaire');
    // A temporary session and an eligible outcome, as the screener leaves them.
    await page.evaluate(async () => {
      const response = await fetch('/api/auth/generate-temp-token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale: 'es' }),
      });
      const { tempToken } = (await response.json()) as { tempToken: string };
      sessionStorage.setItem('camino.auth', JSON.stringify({ tempToken }));
      localStorage.setItem('camino.session', JSON.stringify({ eligibility: 'eligible' }));
    });
    scripts.length = 0;
    await page.goto('/es/explore-your-options/asylum');
    await page.waitForLoadState('networkidle');
    expect(scripts.every((script) => /\/assets\/boot-/.test(script))).toBe(true);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await expect(page.getByTestId('header-menu-button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/es\/explore-your-options\/asylum$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor who was not screened is sent from a case type page to the start', async ({ page }) => {
    await page.goto('/explore-your-options/tvisa');
    await expect(page).toHaveURL(/\/pre-questionnaire$/);
  });

  test('the quick exit leaves without a trace in the history before the app has started', async ({
    page,
  }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Search</title><p>Search</p>' }),
    );
    await page.goto('/help');
    await page.goto('/es/resources');
    await page.getByTestId('quick-exit').first().click();
    await expect(page).toHaveURL('https://www.google.com/');
    await page.goBack();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('a visitor who chose Spanish is sent from / to /es before any script runs', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: process.env.E2E_BASE_URL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
