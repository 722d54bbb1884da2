/**
 * `npm run bench` figure: the server time of one phone photo near the 6 MB limit, from its bytes to a
 * kept upload (type sniffed, decoded, re-encoded, quality-checked, thumbnailed, both sealed).
 */
// A bench entry reaches routes through module indexes; the app's Fastify decorations type them.
import type {} from '../../app';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_FILE_BYTES } from '@camino/contracts';
import sharp from 'sharp';
import { filePool } from './file-pool';
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
  try {
    const storage = createLocalEncryptedStorage(root, keyRing({ id: 'bench', key: randomBytes(32) }));
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const checked = await filePool().checkUpload(photo);
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
    await rm(root, { recursive: true, force: true });
  }
}
