/**
 * The PDF's standard fonts only encode Windows-1252 (WinAnsi): every Spanish letter and the usual
 * punctuation, but not every script a name may be written in. Text is folded to what the font can
 * draw (accents dropped only when a letter has no WinAnsi form) instead of failing the whole PDF.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
// Latin letters with a stroke have no decomposition to fall back on.
const STROKED: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

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
    const base = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...base].every(encodable) && base !== '' ? base : '?';
  }
  return out;
}
