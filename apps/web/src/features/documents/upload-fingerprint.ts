/**
 * What the upload client keeps in the browser's storage to resume an upload after a reload is keyed
 * by this fingerprint. The client's own fingerprint holds the file's name ("asylum-passport.jpg"),
 * which would stay on the phone after a quick exit; this one is made of the file's size, type, date
 * and a digest of its first bytes, which say nothing about it.
 */
const SAMPLE_BYTES = 64 * 1024;

async function digestOf(file: Blob): Promise<string> {
  // Web Crypto exists only on secure pages (https, localhost); elsewhere size, type and date suffice.
  if (!globalThis.crypto?.subtle) return 'nodigest';
  const sample = await file.slice(0, SAMPLE_BYTES).arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', sample));
  return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function uploadFingerprint(file: Blob & { lastModified?: number }): Promise<string> {
  return ['camino-upload', file.type, file.size, file.lastModified ?? 0, await digestOf(file)].join('-');
}
