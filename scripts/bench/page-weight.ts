import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface PageWeight {
  path: string;
  scriptGzipBytes: number;
  styleGzipBytes: number;
  /** The page's own HTML, which now carries its text and its inline stylesheet. */
  htmlGzipBytes: number;
  files: number;
}

/**
 * Loads each page in Chromium and sums the gzip size of every script and stylesheet it fetched,
 * which counts the lazy route chunks a page really loads, not only what index.html names.
 */
export async function measurePageWeight(
  baseUrl: string,
  paths: string[],
  /** Storage the visitor already has (for example a screener's outcome), set before each page loads. */
  storage: { session?: Record<string, string>; local?: Record<string, string> } = {},
): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const results: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      // Runs in the page; the bench's own types have no DOM, hence the global lookups.
      await context.addInitScript((values) => {
        const scope = globalThis as unknown as Record<
          'sessionStorage' | 'localStorage',
          { setItem(key: string, value: string): void }
        >;
        for (const [key, value] of Object.entries(values.session ?? {}))
          scope.sessionStorage.setItem(key, value);
        for (const [key, value] of Object.entries(values.local ?? {})) scope.localStorage.setItem(key, value);
      }, storage);
      const page = await context.newPage();
      const bodies: Promise<{ type: string; gzip: number }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
        bodies.push(response.body().then((body) => ({ type, gzip: gzipSync(body).length })));
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const files = await Promise.all(bodies);
      results.push({
        path,
        scriptGzipBytes: files.filter((f) => f.type === 'script').reduce((s, f) => s + f.gzip, 0),
        styleGzipBytes: files.filter((f) => f.type === 'stylesheet').reduce((s, f) => s + f.gzip, 0),
        htmlGzipBytes: files.filter((f) => f.type === 'document').reduce((s, f) => s + f.gzip, 0),
        files: files.filter((f) => f.type !== 'document').length,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
