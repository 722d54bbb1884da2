/** The pen colour of the drawn signature, so a typed one looks the same on the contract. */
const INK = '#0b1f44';

/**
 * Writes a typed name as a signature image (a PNG data URL like the drawn one), for people who
 * cannot draw with a finger or a mouse. Null when the browser cannot draw on a canvas.
 */
export function typedSignaturePng(name: string): string | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = 'italic 56px "Segoe Script", "Brush Script MT", "Apple Chancery", cursive';
  context.font = font;
  const width = Math.min(1800, Math.ceil(context.measureText(name).width) + 48);
  canvas.width = width;
  canvas.height = 120;
  // Resizing resets the context's state.
  context.font = font;
  context.fillStyle = INK;
  context.textBaseline = 'middle';
  context.fillText(name, 24, 60);
  return canvas.toDataURL('image/png');
}
