/**
 * The PDF's standard fonts only encode Windows-1252 (WinAnsi): every Spanish letter and the usual
 * punctuation. Other characters are folded to their base letter, or '?', instead of failing the PDF.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function encodable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...base].every(encodable) && base !== '' ? base : '?';
  }
  return out;
}
