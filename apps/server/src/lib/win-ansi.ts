/**
 * The standard PDF fonts (Helvetica, Times) encode only WinAnsi (Windows-1252): Latin-1 with the
 * typographic quotes and dashes and a few more letters, so every Spanish text fits. A character
 * WinAnsi lacks is written as its faithful Latin form where one exists (ễ → e, Ł → L), the way the
 * person would write their name on a form in Latin letters.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Latin letters with a stroke or without a dot have no decomposition to fall back on.
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŀ: 'L',
  ŀ: 'l',
};

/** True for a character the standard fonts can draw. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** The character itself when WinAnsi has it, else its faithful Latin form, or null when it has none. */
export function winAnsiForm(char: string): string | null {
  if (isWinAnsi(char)) return char;
  const base = UNDECOMPOSED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== '' && base !== char && [...base].every(isWinAnsi) ? base : null;
}

/**
 * Text the standard fonts can draw: runs of white space become one space and each character its
 * WinAnsi form; '?' stands only for a character with no Latin form (a name in Chinese script), which
 * a page that must show it draws with an embedded font instead.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ')) out += winAnsiForm(char) ?? '?';
  return out;
}
