import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseOutcome = LighthouseResult | { path: string; error: string };

export interface LighthouseResult {
  path: string;
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
 * the chosen categories have no audit that reaches the internet.
 */
export async function measureLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseOutcome[]> {
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
  try {
    const results: LighthouseOutcome[] = [];
    const audit = async (path: string) => {
      const run = await lighthouse(
        baseUrl + path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        {
          extends: 'lighthouse:default',
          settings: { formFactor: 'mobile', disableFullPageScreenshot: true },
        },
      );
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (run.lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${path}: ${run.lhr.runtimeError.message}`);
      return run.lhr;
    };
    for (const path of paths) {
      let lhr: Awaited<ReturnType<typeof audit>>;
      try {
        lhr = await audit(path);
      } catch {
        // A trace sometimes fails on a busy machine (NO_NAVSTART); one more try, then the next page.
        try {
          lhr = await audit(path);
        } catch (error) {
          results.push({ path, error: error instanceof Error ? error.message : String(error) });
          continue;
        }
      }
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
        scores,
        failing,
        external,
        metrics,
        transfer: { scriptBytes: transferred('Script'), htmlBytes: transferred('Document') },
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
