import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { TextReader } from './text-reader';

const require = createRequire(import.meta.url);

/** English and Spanish trained data shipped as npm packages, so nothing is fetched at run time. */
const LANGUAGES = ['eng', 'spa'] as const;

export interface TesseractOptions {
  /** A folder of the server's own where the packages' trained data is gathered for the engine. */
  languageDir: string;
  /** The engine is stopped after this long without work, giving its memory back (default 60 s). */
  idleMs?: number;
  /** A page that takes longer than this to read stops the engine and is read as no text (default 30 s). */
  pageBudgetMs?: number;
}

/**
 * tesseract.js reads every language from one folder (`langPath`), and each language ships in its own
 * package, so the public trained data is copied once into one folder. (Handing the data over in
 * memory is broken in tesseract.js 7: initialising uses the data as the language's name.)
 */
async function gatherTrainedData(languageDir: string): Promise<void> {
  await mkdir(languageDir, { recursive: true });
  for (const code of LANGUAGES) {
    const dir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    await copyFile(
      path.join(dir, '4.0.0_best_int', `${code}.traineddata.gz`),
      path.join(languageDir, `${code}.traineddata.gz`),
    );
  }
}

/**
 * tesseract.js (the Tesseract engine in WebAssembly, in a worker thread) with the LSTM engine only.
 * One worker, started on first use and kept: starting costs about a second, and the machine's cores
 * are shared with the API. Nothing is fetched: the trained data comes from npm packages.
 */
export function createTesseractReader({
  languageDir,
  idleMs = 60_000,
  pageBudgetMs = 30_000,
}: TesseractOptions): TextReader {
  let worker: Promise<Worker> | null = null;
  let idle: NodeJS.Timeout | undefined;
  const stop = async () => {
    clearTimeout(idle);
    const running = worker;
    worker = null;
    if (running) await (await running.catch(() => null))?.terminate();
  };
  const start = async () => {
    await gatherTrainedData(languageDir);
    const created = await createWorker(LANGUAGES.join('+'), OEM.LSTM_ONLY, {
      langPath: languageDir,
      cacheMethod: 'none',
      gzip: true,
    });
    await created.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
    return created;
  };
  // One page at a time: the worker runs one job at a time anyway, and a queue keeps memory bounded.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    readText(image) {
      const job = queue.then(async () => {
        worker ??= start().catch((error: unknown) => {
          worker = null;
          throw error;
        });
        clearTimeout(idle);
        let budget: NodeJS.Timeout | undefined;
        try {
          const engine = await worker;
          const spent = new Promise<string>((resolve) => {
            budget = setTimeout(() => {
              // The engine cannot be interrupted mid-page: it is ended, and started again for the next one.
              void stop();
              resolve('');
            }, pageBudgetMs);
          });
          const read = engine.recognize(Buffer.from(image)).then(({ data }) => data.text);
          return await Promise.race([read, spent]);
        } finally {
          clearTimeout(budget);
          idle = setTimeout(() => void stop(), idleMs);
          idle.unref();
        }
      });
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      await queue;
      await stop();
    },
  };
}
