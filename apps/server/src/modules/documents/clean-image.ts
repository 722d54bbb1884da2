/**
 * A photo is decoded and drawn again as a new JPEG: whatever the camera wrote beside the pixels (the
 * place it was taken, the phone, the time) is not carried over, because a survivor's location in a
 * photo's metadata can put them in danger. Anything appended after the image (a polyglot's second
 * file) is gone too. Decoding stops at a pixel limit, so a small file declaring a huge picture cannot
 * exhaust the server's memory.
 */
import sharp, { type OutputInfo } from 'sharp';
import { UploadRefused } from './upload-refused';

/** About a 48-megapixel phone camera; larger pictures are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The shorter side must allow reading a document's small print. */
export const MIN_SHORT_SIDE = 500;
/** Long side of the stored picture: enough to read a page, small enough to assemble a package. */
const MAX_LONG_SIDE = 3000;
const MIN_MEAN_BRIGHTNESS = 35;
const MIN_SHARPNESS = 0.4;

export interface CleanedImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

function decoder(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
}

export async function cleanImage(bytes: Uint8Array): Promise<CleanedImage> {
  let width: number;
  let height: number;
  try {
    const meta = await decoder(bytes).metadata();
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new UploadRefused('imageTooManyPixels');
    throw new UploadRefused('imageRequirements');
  }
  if (width * height > MAX_INPUT_PIXELS) throw new UploadRefused('imageTooManyPixels');
  if (Math.min(width, height) < MIN_SHORT_SIDE) throw new UploadRefused('imageTooSmall');

  let jpeg: Buffer;
  let info: OutputInfo;
  try {
    ({ data: jpeg, info } = await decoder(bytes)
      .autoOrient()
      .resize({ width: MAX_LONG_SIDE, height: MAX_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }));
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new UploadRefused('imageTooManyPixels');
    throw new UploadRefused('imageRequirements');
  }
  const stats = await sharp(jpeg).greyscale().stats();
  const mean = stats.channels[0]?.mean ?? 0;
  if (mean < MIN_MEAN_BRIGHTNESS) throw new UploadRefused('imageTooDark');
  if (stats.sharpness < MIN_SHARPNESS) throw new UploadRefused('imageBlurred');
  return { jpeg, width: info.width, height: info.height };
}

/** A small preview of a page for the checklist and merge views. */
export function thumbnailOf(image: Uint8Array): Promise<Buffer> {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 70 })
    .toBuffer();
}
