/**
 * Envelope encryption of one file: a random 256-bit data key encrypts the bytes (AES-256-GCM), and a
 * master key wraps the data key (AES-256-GCM again). Only the wrapped key and the id of the master
 * key are stored, so rotating the master key means re-wrapping 32-byte keys, not re-encrypting files.
 *
 * Layout: "CMF1" | header length (uint32 BE) | header JSON | ciphertext | tag (16 bytes).
 * The header and the storage key are authenticated data: a file moved to another key, or a header
 * edited to point at another master key, fails to decrypt.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

const MAGIC = Buffer.from('CMF1', 'ascii');
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export interface MasterKey {
  id: string;
  key: Buffer;
}

/** The master key new files are wrapped with, and every key still able to unwrap old ones. */
export interface KeyRing {
  current: MasterKey;
  byId: ReadonlyMap<string, Buffer>;
}

export function keyRing(current: MasterKey, retired: readonly MasterKey[] = []): KeyRing {
  for (const { key } of [current, ...retired])
    if (key.length !== KEY_BYTES) throw new Error('A master key must be 32 bytes');
  const byId = new Map(retired.map(({ id, key }) => [id, key]));
  byId.set(current.id, current.key);
  return { current, byId };
}

const headerSchema = z.object({
  v: z.literal(1),
  kid: z.string().min(1),
  /** Wrapping of the data key: iv, ciphertext and tag, base64. */
  wiv: z.string(),
  wkey: z.string(),
  wtag: z.string(),
  /** IV of the content encryption. */
  iv: z.string(),
  type: z.string(),
});
type Header = z.infer<typeof headerSchema>;

export class DecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DecryptionError';
  }
}

function gcmEncrypt(key: Buffer, iv: Buffer, aad: Buffer, plain: Uint8Array) {
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { body, tag: cipher.getAuthTag() };
}

function gcmDecrypt(key: Buffer, iv: Buffer, aad: Buffer, body: Buffer, tag: Buffer): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

const wrapAad = (kid: string, storageKey: string) => Buffer.from(`camino-file-key\0${kid}\0${storageKey}`);

/** Encrypts `plain` for `storageKey` under the ring's current master key. */
export function sealFile(ring: KeyRing, storageKey: string, plain: Uint8Array, contentType: string): Buffer {
  const dataKey = randomBytes(KEY_BYTES);
  const wiv = randomBytes(IV_BYTES);
  const wrapped = gcmEncrypt(ring.current.key, wiv, wrapAad(ring.current.id, storageKey), dataKey);
  const iv = randomBytes(IV_BYTES);
  const header: Header = {
    v: 1,
    kid: ring.current.id,
    wiv: wiv.toString('base64'),
    wkey: wrapped.body.toString('base64'),
    wtag: wrapped.tag.toString('base64'),
    iv: iv.toString('base64'),
    type: contentType,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  const prefix = Buffer.concat([MAGIC, length, headerBytes]);
  const content = gcmEncrypt(dataKey, iv, Buffer.concat([prefix, Buffer.from(storageKey)]), plain);
  dataKey.fill(0);
  return Buffer.concat([prefix, content.body, content.tag]);
}

/** Decrypts a sealed file; throws DecryptionError when it was altered, moved or its key is unknown. */
export function openFile(
  ring: KeyRing,
  storageKey: string,
  sealed: Buffer,
): { bytes: Buffer; contentType: string } {
  if (sealed.length < MAGIC.length + 4 + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC))
    throw new DecryptionError('Not a sealed file');
  const headerLength = sealed.readUInt32BE(MAGIC.length);
  const headerEnd = MAGIC.length + 4 + headerLength;
  if (headerEnd + TAG_BYTES > sealed.length) throw new DecryptionError('Truncated file');
  let header: Header;
  try {
    header = headerSchema.parse(JSON.parse(sealed.subarray(MAGIC.length + 4, headerEnd).toString('utf8')));
  } catch {
    throw new DecryptionError('Unreadable file header');
  }
  const master = ring.byId.get(header.kid);
  if (!master) throw new DecryptionError('Unknown master key');
  try {
    const dataKey = gcmDecrypt(
      master,
      Buffer.from(header.wiv, 'base64'),
      wrapAad(header.kid, storageKey),
      Buffer.from(header.wkey, 'base64'),
      Buffer.from(header.wtag, 'base64'),
    );
    const aad = Buffer.concat([sealed.subarray(0, headerEnd), Buffer.from(storageKey)]);
    const bytes = gcmDecrypt(
      dataKey,
      Buffer.from(header.iv, 'base64'),
      aad,
      sealed.subarray(headerEnd, sealed.length - TAG_BYTES),
      sealed.subarray(sealed.length - TAG_BYTES),
    );
    dataKey.fill(0);
    return { bytes, contentType: header.type };
  } catch {
    // GCM says only "unable to authenticate"; the cause (tampering, wrong key) is not ours to guess.
    throw new DecryptionError('File failed authentication');
  }
}
