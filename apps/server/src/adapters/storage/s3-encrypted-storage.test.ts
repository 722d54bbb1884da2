import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
// s3rver speaks the S3 protocol over HTTP from a folder: a real peer for the client, no network.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptionError, keyRing } from './envelope';
import { FileNotFoundError, type FileStorage } from './file-storage';
import { createFileStorage } from './index';
import { createS3EncryptedStorage } from './s3-encrypted-storage';

const BUCKET = 'camino-files';
const PLAIN = Buffer.from('%PDF-1.7 the applicant Maria Lopez signed this contract');

let root: string;
let server: S3rver;
let client: S3Client;
let storage: FileStorage;
let endpoint: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'camino-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: root,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  storage = await createS3EncryptedStorage(client, keyRing({ id: 'k1', key: randomBytes(32) }), {
    bucket: BUCKET,
    prefix: 'test/',
  });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('S3-compatible encrypted storage', () => {
  it('gives back what it stored, with its content type', async () => {
    await storage.put('contracts/case-1/a.pdf', PLAIN, { contentType: 'application/pdf' });
    const file = await storage.get('contracts/case-1/a.pdf');
    expect(Buffer.from(file.bytes).equals(PLAIN)).toBe(true);
    expect(file.contentType).toBe('application/pdf');
  });

  it('puts only ciphertext in the bucket, under the prefix', async () => {
    await storage.put('uploads/photo.jpg', PLAIN, { contentType: 'image/jpeg' });
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'test/uploads/photo.jpg.enc' }),
    );
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(stored.length).toBeGreaterThan(PLAIN.length);
    expect(stored.includes(Buffer.from('Maria'))).toBe(false);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(object.ContentType).toBe('application/octet-stream');
  });

  it('says a missing file is missing, and deleting one is not an error', async () => {
    await expect(storage.get('nothing/here')).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.delete('nothing/here');
    await storage.put('a/doomed', PLAIN, { contentType: 'text/plain' });
    await storage.delete('a/doomed');
    await expect(storage.get('a/doomed')).rejects.toBeInstanceOf(FileNotFoundError);
    const left = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'test/a/' }));
    expect(left.KeyCount ?? 0).toBe(0);
  });

  it('refuses an object changed in the bucket, and one moved to another key', async () => {
    await storage.put('a/file', PLAIN, { contentType: 'text/plain' });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'test/a/file.enc' }));
    const sealed = Buffer.from(await object.Body!.transformToByteArray());
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = tampered[tampered.length - 1]! ^ 0x01;
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'test/a/file.enc', Body: tampered }));
    await expect(storage.get('a/file')).rejects.toBeInstanceOf(DecryptionError);
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'test/a/other.enc', Body: sealed }));
    await expect(storage.get('a/other')).rejects.toBeInstanceOf(DecryptionError);
  });

  it('refuses an unsafe key before reaching the bucket', async () => {
    await expect(storage.put('../escape', PLAIN, { contentType: 'text/plain' })).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('is the store the application uses when a bucket is configured', async () => {
    const credentials = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    try {
      const configured = await createFileStorage({
        DATA_DIR: root,
        FILES_MASTER_KEY: undefined,
        FILES_MASTER_KEY_ID: undefined,
        FILES_RETIRED_MASTER_KEYS: undefined,
        FILES_BUCKET: BUCKET,
        FILES_BUCKET_ENDPOINT: endpoint,
        FILES_BUCKET_REGION: 'us-east-1',
        FILES_BUCKET_PREFIX: 'app/',
      });
      await configured.put('uploads/a.jpg', PLAIN, { contentType: 'image/jpeg' });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'app/' }));
      expect(listed.Contents?.map((object) => object.Key)).toEqual(['app/uploads/a.jpg.enc']);
      expect(Buffer.from((await configured.get('uploads/a.jpg')).bytes).equals(PLAIN)).toBe(true);
    } finally {
      for (const [name, value] of [
        ['AWS_ACCESS_KEY_ID', credentials.id],
        ['AWS_SECRET_ACCESS_KEY', credentials.secret],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
});
