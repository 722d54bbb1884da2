import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DecryptionError, keyRing } from './envelope';
import { FileNotFoundError } from './file-storage';
import { createLocalEncryptedStorage } from './local-encrypted-storage';

const ring = (id = 'k1', key = randomBytes(32)) => keyRing({ id, key });
const PLAIN = Buffer.from('%PDF-1.7 the applicant Maria Lopez signed this contract');

describe('local encrypted storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'camino-files-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('gives back what it stored, with its content type', async () => {
    const storage = createLocalEncryptedStorage(root, ring());
    await storage.put('contracts/case-1/a.pdf', PLAIN, { contentType: 'application/pdf' });
    const file = await storage.get('contracts/case-1/a.pdf');
    expect(Buffer.from(file.bytes).equals(PLAIN)).toBe(true);
    expect(file.contentType).toBe('application/pdf');
  });

  it('keeps only ciphertext on disk, readable by its owner alone', async () => {
    const storage = createLocalEncryptedStorage(root, ring());
    await storage.put('contracts/case-1/a.pdf', PLAIN, { contentType: 'application/pdf' });
    const file = path.join(root, 'contracts/case-1/a.pdf.enc');
    const onDisk = await readFile(file);
    expect(onDisk.includes(Buffer.from('Maria'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(await readdir(path.dirname(file))).toEqual(['a.pdf.enc']);
  });

  it('uses a fresh data key per file: the same bytes never encrypt alike', async () => {
    const storage = createLocalEncryptedStorage(root, ring());
    await storage.put('a/one', PLAIN, { contentType: 'text/plain' });
    await storage.put('a/two', PLAIN, { contentType: 'text/plain' });
    const [one, two] = await Promise.all([
      readFile(path.join(root, 'a/one.enc')),
      readFile(path.join(root, 'a/two.enc')),
    ]);
    expect(one.subarray(-PLAIN.length).equals(two.subarray(-PLAIN.length))).toBe(false);
  });

  it('detects a changed byte anywhere in the file', async () => {
    const storage = createLocalEncryptedStorage(root, ring());
    await storage.put('a/file', PLAIN, { contentType: 'text/plain' });
    const file = path.join(root, 'a/file.enc');
    const original = await readFile(file);
    for (const offset of [10, original.length - PLAIN.length - 5, original.length - 1]) {
      const tampered = Buffer.from(original);
      tampered[offset] = tampered[offset]! ^ 0x01;
      await writeFile(file, tampered);
      await expect(storage.get('a/file')).rejects.toBeInstanceOf(DecryptionError);
    }
  });

  it('refuses a file moved under another key', async () => {
    const storage = createLocalEncryptedStorage(root, ring());
    await storage.put('a/mine', PLAIN, { contentType: 'text/plain' });
    await writeFile(path.join(root, 'a/theirs.enc'), await readFile(path.join(root, 'a/mine.enc')));
    await expect(storage.get('a/theirs')).rejects.toBeInstanceOf(DecryptionError);
  });

  it('cannot be read with another master key, even under the same id', async () => {
    await createLocalEncryptedStorage(root, ring('k1')).put('a/file', PLAIN, { contentType: 'text/plain' });
    await expect(createLocalEncryptedStorage(root, ring('k1')).get('a/file')).rejects.toBeInstanceOf(
      DecryptionError,
    );
    await expect(createLocalEncryptedStorage(root, ring('k2')).get('a/file')).rejects.toThrow(
      'Unknown master key',
    );
  });

  it('still opens files of a retired master key after a rotation', async () => {
    const old = { id: 'old', key: randomBytes(32) };
    await createLocalEncryptedStorage(root, keyRing(old)).put('a/file', PLAIN, { contentType: 'text/plain' });
    const rotated = createLocalEncryptedStorage(root, keyRing({ id: 'new', key: randomBytes(32) }, [old]));
    expect(Buffer.from((await rotated.get('a/file')).bytes).equals(PLAIN)).toBe(true);
  });

  it('says when a file is missing, and deleting twice is fine', async () => {
    const storage = createLocalEncryptedStorage(root, ring());
    await expect(storage.get('a/none')).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.put('a/file', PLAIN, { contentType: 'text/plain' });
    await storage.delete('a/file');
    await storage.delete('a/file');
    await expect(storage.get('a/file')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalEncryptedStorage(root, ring());
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'a//b', 'A/B', '', 'a/.hidden'])
      await expect(storage.put(key, PLAIN, { contentType: 'text/plain' })).rejects.toThrow(
        'Invalid storage key',
      );
  });
});
