import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FILE_POOL_LIMITS, FilePool } from './file-pool';
import { UploadRefused } from './upload-refused';

const pools: FilePool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function poolWith(limits: Partial<typeof DEFAULT_FILE_POOL_LIMITS>): FilePool {
  const pool = new FilePool({ ...DEFAULT_FILE_POOL_LIMITS, ...limits });
  pools.push(pool);
  return pool;
}

async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof UploadRefused ? error.reason : `crashed: ${String(error)}`),
  );

describe('the file pool', () => {
  it('checks a file in a worker thread and hands back the rebuilt bytes', async () => {
    const checked = await poolWith({}).checkUpload(await onePagePdf());
    expect(checked.contentType).toBe('application/pdf');
    expect(checked.pageCount).toBe(1);
    expect(checked.thumbnail.subarray(0, 2).toString('hex')).toBe('ffd8');
  }, 30_000);

  it('reads what a page’s text says in a worker thread: the zone of a passport, its values, its language', async () => {
    const text = [
      'PASSPORT  PASAPORTE  REPUBLICA DE GUATEMALA',
      'Surname / Apellidos  GARCIA LOPEZ',
      'P<GTMGARCIA<LOPEZ<<MARIA<JOSE<<<<<<<<<<<<<<<',
      'A123456780GTM9005154F3001012<<<<<<<<<<<<<<00',
    ].join('\n');
    const analysis = await poolWith({}).analyseText('passport', [text], new Date('2026-11-25'));
    expect(analysis.mrzFound).toBe(true);
    expect(analysis.values).toMatchObject({ passport_family_name: 'GARCIA LOPEZ' });
    expect(analysis.problems).toEqual([]);
    expect(typeof analysis.language).toBe('string');
  }, 30_000);

  it('assembles a document’s pages into one PDF in a worker thread', async () => {
    const pdf = await poolWith({}).assemblePdf(
      [
        { contentType: 'application/pdf', bytes: await onePagePdf() },
        { contentType: 'application/pdf', bytes: await onePagePdf() },
      ],
      new Date('2026-12-01T00:00:00Z'),
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
  }, 30_000);

  it('stops a job past its budget and says the check took too long', async () => {
    // Starting a thread alone takes longer than a millisecond of budget.
    const pool = poolWith({ runMs: 1 });
    expect(await reasonOf(pool.checkUpload(await onePagePdf()))).toBe('checkTooLong');
  }, 30_000);

  it('refuses at once when its queue is full', async () => {
    const pool = poolWith({ threads: 1, queue: 1 });
    const pdf = await onePagePdf();
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => reasonOf(pool.checkUpload(pdf))));
    expect(outcomes).toContain('checkBusy');
    expect(outcomes).toContain('accepted');
  }, 30_000);
});
