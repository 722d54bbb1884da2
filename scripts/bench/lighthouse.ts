import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Page } from 'puppeteer-core';

/** Storage a visitor already has when the page loads (for example the screener's outcome). */
export interface VisitorStorage {
  session?: Record<string, string>;
  local?: Record<string, string>;
}

/** A page to measure, as a first visit or with the storage a visitor already has. */
export interface MeasuredPage {
  path: string;
  storage?: VisitorStorage;
}

export type LighthouseOutcome = LighthouseResult | { path: string; error: string };

export interface LighthouseResult {
  path: string;
  /** How many runs the figures are the median of, and the lowest and highest performance score. */
  runs: { count: number; performance: [number, number] };
  /** 0–100 per category. */
  scores: Record<string, number>;
  /** The audits of those categories that did not pass, worst first: id, title and what it found. */
  failing: Array<{ id: string; title: string; score: number; displayValue?: string }>;
  /** Requests the page made to anything but the bench's server (expected: none). */
  external: string[];
  /** Milliseconds, except cumulative layout shift (unitless), under the simulated slow 4G phone. */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Bytes sent over the wire (compressed) for scripts and for the page's HTML. */
  transfer: { scriptBytes: number; htmlBytes: number };
}

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

const CATEGORIES = ['performance', 'accessibility'];

/**
 * Runs Lighthouse's mobile profile (simulated slow 4G and a mid-range phone) on each page with
 * Debian's Chromium. Everything stays on this machine: Chromium's own background traffic is off and
 * the chosen categories have no audit that reaches the internet. A page given with storage is
 * measured in a tab where that storage is written before any script of the page runs, so a page
 * behind the screener's guards is measured as the visitor it is for sees it, not as a redirect.
 *
 * Each page is measured `runs` times and the run nearest the median (Lighthouse's own choice, by
 * first contentful paint and time to interactive) is reported: simulated throttling scales the
 * main-thread time it observes, so on a busy machine a single run says more about the neighbours
 * than about the page.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: MeasuredPage[],
  runs = 3,
): Promise<LighthouseOutcome[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
    ],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const results: LighthouseOutcome[] = [];
    const audit = async ({ path, storage }: MeasuredPage) => {
      const tab = storage ? await tabWithStorage(browser, storage) : undefined;
      try {
        const run = await lighthouse(
          baseUrl + path,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          {
            extends: 'lighthouse:default',
            settings: {
              formFactor: 'mobile',
              disableFullPageScreenshot: true,
              // The visitor's storage is the point of such a run: Lighthouse must not clear it.
              ...(storage ? { disableStorageReset: true } : {}),
            },
          },
          tab,
        );
        if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (run.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${path}: ${run.lhr.runtimeError.message}`);
        const landed = new URL(run.lhr.finalDisplayedUrl).pathname;
        if (landed !== new URL(baseUrl + path).pathname)
          throw new Error(`${path} sent the visitor to ${landed}: the page itself was not measured`);
        return run.lhr;
      } finally {
        await tab?.close();
      }
    };
    for (const page of pages) {
      const { path } = page;
      const measured: Awaited<ReturnType<typeof audit>>[] = [];
      let failure = '';
      for (let attempt = 0; measured.length < runs && attempt < runs + 1; attempt++) {
        try {
          measured.push(await audit(page));
        } catch (error) {
          // A trace sometimes fails on a busy machine (NO_NAVSTART): one spare attempt per page.
          failure = error instanceof Error ? error.message : String(error);
        }
      }
      const valid = filterToValidRuns(measured);
      if (valid.length === 0) {
        results.push({ path, error: failure || 'no run had a first contentful paint' });
        continue;
      }
      const lhr = computeMedianRun(valid);
      const performances = valid.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
      const scores: Record<string, number> = {};
      const failing: LighthouseResult['failing'] = [];
      for (const id of CATEGORIES) {
        const category = lhr.categories[id];
        if (!category) continue;
        scores[id] = Math.round((category.score ?? 0) * 100);
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 0.9 || ref.weight === 0) continue;
          if (failing.some((each) => each.id === audit.id)) continue;
          failing.push({
            id: audit.id,
            title: audit.title,
            score: audit.score,
            ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          });
        }
      }
      failing.sort((a, b) => a.score - b.score);
      const requests = (
        lhr.audits['network-requests']?.details as {
          items?: Array<{ url?: string; resourceType?: string; transferSize?: number }>;
        }
      )?.items;
      const transferred = (type: string) =>
        (requests ?? [])
          .filter((item) => item.resourceType === type)
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ) as LighthouseResult['metrics'];
      const external = (requests ?? [])
        .map((item) => item.url ?? '')
        .filter((url) => /^https?:/.test(url) && !url.startsWith(baseUrl));
      results.push({
        path,
        runs: { count: valid.length, performance: [Math.min(...performances), Math.max(...performances)] },
        scores,
        failing,
        external,
        metrics,
        transfer: { scriptBytes: transferred('Script'), htmlBytes: transferred('Document') },
      });
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** A new tab that writes the visitor's storage into every document before the page's own scripts. */
async function tabWithStorage(
  browser: Awaited<ReturnType<typeof puppeteer.connect>>,
  storage: VisitorStorage,
): Promise<Page> {
  const tab = await browser.newPage();
  // Lighthouse keeps the cache along with the storage it is told to keep: a first visit it must be.
  const devtools = await tab.createCDPSession();
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
  // Runs in the page; the bench's own types have no DOM, hence the global lookups.
  await tab.evaluateOnNewDocument((values: VisitorStorage) => {
    const scope = globalThis as unknown as Record<
      'sessionStorage' | 'localStorage',
      { setItem(key: string, value: string): void }
    >;
    try {
      for (const [key, value] of Object.entries(values.session ?? {}))
        scope.sessionStorage.setItem(key, value);
      for (const [key, value] of Object.entries(values.local ?? {})) scope.localStorage.setItem(key, value);
    } catch {
      // The blank page Lighthouse starts from has no storage; the measured page has.
    }
  }, storage);
  return tab;
}
