// USCIS forms are read by machines that only accept plain ASCII letters, digits and common punctuation.
const USCIS_SAFE = /^[A-Za-z0-9 \t\r\n.,;:'"?!()\-/#&@+_]*$/;

/** True when the text can be typed onto a USCIS form as-is. */
export const isUscisSafe = (text: string): boolean => USCIS_SAFE.test(text);
