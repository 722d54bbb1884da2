/**
 * Is there a handwritten signature in the box? The photo is taken to show the whole page, so it is
 * stretched onto the page's size and the box (the space inside the printed brackets) is read in grey. Printed lines of the form run across the box edge to edge and are set aside row by row
 * and column by column; what stays dark is ink. A blank page is refused.
 */
import sharp from 'sharp';

const MAX_INPUT_PIXELS = 50_000_000;
const SCALE = 2;
/** Darker than this share of the box's own median brightness counts as ink. */
const DARK = 0.6;
/** A row or column dark over this share is a printed line, not a stroke. */
const LINE = 0.5;
/** Share of ink pixels a signature leaves in the box, at least. */
export const MIN_INK = 0.004;

export interface InkCheckInput {
  image: Uint8Array;
  pageWidth: number;
  pageHeight: number;
  /** The signature box, PDF points from the top left. */
  box: { x: number; y: number; width: number; height: number };
}

export async function checkSignatureInk(
  input: InkCheckInput,
): Promise<{ signed: boolean; inkRatio: number }> {
  const width = Math.round(input.pageWidth * SCALE);
  const height = Math.round(input.pageHeight * SCALE);
  const marginX = input.box.width * 0.02;
  const marginY = 0;
  const left = Math.max(0, Math.floor((input.box.x - marginX) * SCALE));
  const top = Math.max(0, Math.floor((input.box.y - marginY) * SCALE));
  const boxWidth = Math.min(width - left, Math.ceil((input.box.width + 2 * marginX) * SCALE));
  const boxHeight = Math.min(height - top, Math.ceil((input.box.height + 2 * marginY) * SCALE));
  const { data } = await sharp(input.image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .greyscale()
    .resize(width, height, { fit: 'fill' })
    .extract({ left, top, width: boxWidth, height: boxHeight })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sorted = Uint8Array.from(data).sort();
  const median = sorted[Math.floor(sorted.length / 2)] ?? 255;
  const threshold = median * DARK;
  const dark = (x: number, y: number) => data[y * boxWidth + x]! < threshold;
  const lineRows = new Set<number>();
  const lineColumns = new Set<number>();
  for (let y = 0; y < boxHeight; y += 1) {
    let count = 0;
    for (let x = 0; x < boxWidth; x += 1) if (dark(x, y)) count += 1;
    if (count > boxWidth * LINE) lineRows.add(y);
  }
  for (let x = 0; x < boxWidth; x += 1) {
    let count = 0;
    for (let y = 0; y < boxHeight; y += 1) if (dark(x, y)) count += 1;
    if (count > boxHeight * LINE) lineColumns.add(x);
  }
  let ink = 0;
  for (let y = 0; y < boxHeight; y += 1) {
    // Anti-aliased printed lines spread over a neighbouring row or column.
    if (lineRows.has(y) || lineRows.has(y - 1) || lineRows.has(y + 1)) continue;
    for (let x = 0; x < boxWidth; x += 1) {
      if (lineColumns.has(x) || lineColumns.has(x - 1) || lineColumns.has(x + 1)) continue;
      if (dark(x, y)) ink += 1;
    }
  }
  const inkRatio = ink / (boxWidth * boxHeight);
  return { signed: inkRatio >= MIN_INK, inkRatio: Math.round(inkRatio * 10000) / 10000 };
}
