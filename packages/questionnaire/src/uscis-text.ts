// USCIS forms are read by machines that only accept plain ASCII letters, digits and common punctuation.
const USCIS_SAFE = /^[A-Za-z0-9 \t\r\n.,;:'"?!()\-/#&@+_]*$/;

/** True when the text can be typed onto a USCIS form as-is. */
export const isUscisSafe = (text: string): boolean => USCIS_SAFE.test(text);

const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  º: 'o',
  ª: 'a',
};

/**
 * How the text would be written on a USCIS form: accents and tildes dropped (María López → Maria
 * Lopez, Núñez → Nunez), typographic quotes and dashes made plain. Null when something is left that no
 * plain letter stands for, so nothing is offered that would still be refused.
 */
export function toUscisText(text: string): string | null {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^ -~\t\r\n]/g, (character) => SPELLED_OUT[character] ?? character);
  return isUscisSafe(plain) ? plain : null;
}
