import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';

/**
 * Escape pressed three times leaves Camino on every prerendered page, straight after it loads: the
 * boot script counts the presses itself, before the app has loaded and while it loads, and hands the
 * exit to the app once the app runs.
 */

const NEUTRAL_PAGE = 'https://www.google.com/';
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/dist/prerendered/manifest.json'), 'utf8'),
) as { pages: Record<string, string> };
const PRERENDERED = Object.keys(manifest.pages).sort();

async function answerNeutralPage(page: Page) {
  await page
    .context()
    .route(`${NEUTRAL_PAGE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Search</title><p>Search</p>' }),
    );
}

/**
 * Three presses in quick succession, as a person makes them: sent together, so a busy test machine
 * does not space them out by waiting for each to be handled before sending the next.
 */
async function pressEscapeThreeTimes(page: Page) {
  const { keyboard } = page;
  await Promise.all([0, 1, 2].flatMap(() => [keyboard.down('Escape'), keyboard.up('Escape')]));
}

/** What the browser still keeps for Camino's origin. */
async function keptStorage(page: Page) {
  const { origins } = await page.context().storageState();
  return origins.filter((origin) => origin.origin === new URL(process.env.E2E_BASE_URL!).origin);
}

test.describe('quick exit keys on prerendered pages', () => {
  test.skip(({ isMobile }) => !isMobile, 'read once, at phone size');

  test('the pages named by the complaint are prerendered', () => {
    expect(PRERENDERED).toEqual(expect.arrayContaining(['/', '/es', '/es/about-us', '/help']));
  });

  test('on every prerendered page, Escape three times right after load leaves before the app has loaded', async ({
    page,
  }) => {
    test.slow();
    await answerNeutralPage(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const pathname of PRERENDERED) {
      scripts.length = 0;
      await page.goto(pathname);
      await page.evaluate(() => localStorage.setItem('camino.session', JSON.stringify({ lang: 'es' })));
      await pressEscapeThreeTimes(page);
      await expect(page, pathname).toHaveURL(NEUTRAL_PAGE);
      // On a page this visitor may read, only the boot script ran: the app was never needed to leave.
      // (A page behind the screening guards starts the app at once to send them to the start.)
      if (!pathname.includes('explore-your-options') && !pathname.includes('no-eligibility'))
        expect(
          scripts.every((script) => /\/assets\/(boot|session-storage-key)-/.test(script)),
          pathname,
        ).toBe(true);
      expect(await keptStorage(page), pathname).toEqual([]);
    }
    // The page left is not in the history: Back goes to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(NEUTRAL_PAGE);
  });

  test('presses made while the app loads count', async ({ page }) => {
    await answerNeutralPage(page);
    await page.goto('/es');
    // The menu button needs the app: the tap starts loading it.
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await pressEscapeThreeTimes(page);
    await expect(page).toHaveURL(NEUTRAL_PAGE);
  });

  test('once the app runs on a prerendered page, the presses reach it and it leaves its way', async ({
    page,
  }) => {
    await answerNeutralPage(page);
    await page.goto('/es/about-us');
    const appStarted = page.evaluate(
      () => new Promise<void>((resolve) => document.addEventListener('camino:app-started', () => resolve())),
    );
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await appStarted;
    await expect(page.getByTestId('header-menu-button')).toHaveAttribute('aria-expanded', 'true');
    await pressEscapeThreeTimes(page);
    await expect(page).toHaveURL(NEUTRAL_PAGE);
    expect(await keptStorage(page)).toEqual([]);
  });
});
