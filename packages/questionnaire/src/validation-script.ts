/** Placeholder in a validation script for the answer group. */
export const GROUP_PLACEHOLDER = '{{group}}';
/** Placeholder in a validation script for the loop id. */
export const LOOP_ID_PLACEHOLDER = '{{loop_id}}';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes standard or URL-safe base64 into UTF-8 text; the engine has no Buffer or atob to rely on. */
export function decodeBase64(encoded: string): string {
  const clean = encoded.replace(/[\s=]/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`Invalid base64 character: ${char}`);
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return utf8(bytes);
}

/** Encodes UTF-8 text as base64 (used by content tools and tests). */
export function encodeBase64(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(chunk >> shift) & 63]).join('');
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).padEnd(4, '=');
  }
  return out;
}

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

function utf8(bytes: readonly number[]): string {
  // Percent-encoding each byte lets decodeURIComponent do the UTF-8 decoding without TextDecoder.
  return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
}

/** Decodes a VALIDATION question's `code` and replaces its group and loop id placeholders with 1. */
export function prepareValidationScript(code: string): string {
  return decodeBase64(code).split(GROUP_PLACEHOLDER).join('1').split(LOOP_ID_PLACEHOLDER).join('1');
}
