/**
 * `npm run bench` figure: the server time of one phone photo near the 6 MB limit, from its bytes to a
 * kept upload (type sniffed, decoded, re-encoded, quality-checked, thumbnailed in the file pool, both
 * sealed), and what each hostile PDF of the attack corpus costs before it is refused or cleaned.
 */
// A bench entry reaches routes through module indexes; the app's Fastify decorations type them.
import type {} from '../../app';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_FILE_BYTES } from '@camino/contracts';
import sharp from 'sharp';
import { FilePool } from './file-pool';
import { pdfWithActionsBehindAnnotations, pdfWithFlateBomb, sharedNodePageTree } from './hostile-pdfs';
import { UploadRefused } from './upload-refused';
import { createLocalEncryptedStorage } from '../../adapters/storage';
import { keyRing } from '../../adapters/storage/envelope';

/** A 12-megapixel camera photo with fine detail, as heavy as the limit allows. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#999',
      noise: { type: 'gaussian', mean: 150, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  for (const quality of [90, 85, 80, 75, 70]) {
    const photo = await sharp(noise)
      .jpeg({ quality })
      .withExif({ IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    if (photo.length <= MAX_FILE_BYTES) return photo;
  }
  return noise;
}

export interface UploadPipelineFigures {
  photoBytes: number;
  runs: number;
  medianMs: number;
  worstMs: number;
}

export async function measureUploadPipeline(runs = 5): Promise<UploadPipelineFigures> {
  const photo = await phonePhoto();
  const root = await mkdtemp(path.join(tmpdir(), 'camino-bench-files-'));
  const pool = new FilePool();
  try {
    const storage = createLocalEncryptedStorage(root, keyRing({ id: 'bench', key: randomBytes(32) }));
    // Unmeasured: the pool's first thread starts here.
    await pool.checkUpload(photo);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const checked = await pool.checkUpload(photo);
      await storage.put(`bench/${run}.jpg`, checked.bytes, { contentType: checked.contentType });
      await storage.put(`bench/${run}-thumb.jpg`, checked.thumbnail, { contentType: 'image/jpeg' });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      photoBytes: photo.length,
      runs,
      medianMs: Math.round(times[Math.floor(runs / 2)]!),
      worstMs: Math.round(times.at(-1)!),
    };
  } finally {
    await pool.close();
    await rm(root, { recursive: true, force: true });
  }
}

export interface HostileFileFigure {
  name: string;
  bytes: number;
  ms: number;
  /** The refusal's reason, or 'cleaned' when the file was kept rebuilt. */
  outcome: string;
}

export interface HostileFilesFigures {
  files: HostileFileFigure[];
  /** All three hostile PDFs sent at once. */
  togetherMs: number;
  /** Resident memory of the process (worker threads included) before checking, and at its highest while checking. */
  baseRssMb: number;
  peakRssMb: number;
}

/** What each hostile shape of the attack corpus costs the pool before it is refused or cleaned. */
export async function measureHostileFiles(): Promise<HostileFilesFigures> {
  const shapes: [string, Uint8Array][] = [
    ['shared-node page tree (30 wide, 5 deep)', sharedNodePageTree(30, 5)],
    ['actions behind /Popup and /RC', await pdfWithActionsBehindAnnotations()],
    ['Flate bomb on page 1 (200 MB)', await pdfWithFlateBomb(1)],
    ['Flate bomb on page 2 (200 MB)', await pdfWithFlateBomb(2)],
  ];
  const pool = new FilePool();
  const check = (bytes: Uint8Array) =>
    pool.checkUpload(bytes).then(
      () => 'cleaned',
      (error: unknown) => (error instanceof UploadRefused ? error.reason : 'failed'),
    );
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    // A thread started first, so each figure is of the file, not of starting a thread.
    await check(sharedNodePageTree(1, 1));
    const baseRssMb = mb(process.memoryUsage.rss());
    peak = 0;
    const files: HostileFileFigure[] = [];
    for (const [name, bytes] of shapes) {
      const started = performance.now();
      const outcome = await check(bytes);
      files.push({ name, bytes: bytes.length, ms: Math.round(performance.now() - started), outcome });
    }
    const started = performance.now();
    await Promise.all([shapes[0]![1], shapes[2]![1], shapes[3]![1]].map(check));
    const togetherMs = Math.round(performance.now() - started);
    return { files, togetherMs, baseRssMb, peakRssMb: mb(peak) };
  } finally {
    clearInterval(sampler);
    await pool.close();
  }
}
