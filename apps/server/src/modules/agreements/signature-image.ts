/**
 * Checks the drawn signature before it goes into a contract: a real PNG (by its bytes, not its
 * label), within the size limit, not blank, and reduced to its image chunks so nothing but pixels
 * (no text or metadata chunks) is embedded in the signed PDF.
 */
import { inflateSync } from 'node:zlib';
import { AppError, PNG_DATA_URL_PREFIX, SIGNATURE } from '@camino/contracts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
const MAX_SIDE = 4096;
const MAX_PIXELS = 6_000_000;
// Channels per pixel of the 8-bit colour types a canvas (or an image editor) writes.
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function invalid(message: string): never {
  throw new AppError('VALIDATION', {
    detail: 'The signature image is not usable.',
    errors: [{ path: 'body.signaturePng', message }],
  });
}

interface Chunk {
  type: string;
  data: Buffer;
  /** The whole chunk as stored: length, type, data and CRC. */
  raw: Buffer;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_MAGIC.length;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > png.length) invalid('truncated image');
    const type = png.toString('latin1', offset + 4, offset + 8);
    chunks.push({
      type,
      data: png.subarray(offset + 8, offset + 8 + length),
      raw: png.subarray(offset, end),
    });
    offset = end;
    if (type === 'IEND') break;
  }
  if (chunks[0]?.type !== 'IHDR' || chunks.at(-1)?.type !== 'IEND') invalid('not a complete PNG');
  return chunks;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Counts pixels that carry ink: opaque enough and darker than near-white. */
function countInk(pixels: Buffer, width: number, height: number, colorType: number): number {
  const channels = CHANNELS[colorType]!;
  const stride = width * channels;
  let previous = Buffer.alloc(stride);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const filter = pixels[start]!;
    const line = Buffer.from(pixels.subarray(start + 1, start + 1 + stride));
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? line[i - channels]! : 0;
      const up = previous[i]!;
      const upLeft = i >= channels ? previous[i - channels]! : 0;
      const predictor =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? (left + up) >> 1
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : invalid('corrupt image data');
      line[i] = (line[i]! + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const p = x * channels;
      const alpha = colorType === 6 ? line[p + 3]! : colorType === 4 ? line[p + 1]! : 255;
      const darkest =
        colorType === 2 || colorType === 6 ? Math.min(line[p]!, line[p + 1]!, line[p + 2]!) : line[p]!;
      if (alpha > 64 && darkest < 200) ink++;
    }
    previous = line;
  }
  return ink;
}

/** The PNG bytes of a `data:image/png;base64,` URL, checked and stripped of ancillary chunks. */
export function readSignatureImage(dataUrl: string): Buffer {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) invalid('expected a PNG data URL');
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) invalid('malformed base64');
  const png = Buffer.from(base64, 'base64');
  if (png.length > SIGNATURE.maxBytes) invalid('image too large');
  if (png.length < PNG_MAGIC.length || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC))
    invalid('not a PNG image');

  const chunks = readChunks(png);
  const header = chunks[0]!.data;
  if (header.length !== 13) invalid('corrupt header');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colorType, , , interlace] = header.subarray(8);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    invalid('unexpected image size');
  if (bitDepth !== 8 || CHANNELS[colorType!] === undefined || interlace !== 0)
    invalid('unsupported PNG format');

  const expected = height * (width * CHANNELS[colorType!]! + 1);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)), {
      maxOutputLength: expected,
    });
  } catch {
    invalid('corrupt image data');
  }
  if (pixels.length !== expected) invalid('corrupt image data');
  if (countInk(pixels, width, height, colorType!) < SIGNATURE.minInkPixels) invalid('the signature is blank');

  return Buffer.concat([PNG_MAGIC, ...chunks.filter((c) => CRITICAL.has(c.type)).map((c) => c.raw)]);
}
