/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, R2...), sealed before they leave the
 * process exactly as the local store seals them (envelope.ts): the object store only ever holds
 * ciphertext, so its own encryption, access logs or a leaked bucket listing give away nothing.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { type KeyRing, openFile, sealFile } from './envelope';
import { assertStorageKey, FileNotFoundError, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Objects are kept under this prefix, so one bucket can serve several deployments. */
  prefix?: string;
}

const SEALED_TYPE = 'application/octet-stream';

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

export async function createS3EncryptedStorage(
  client: S3Client,
  ring: KeyRing,
  { bucket, prefix = '' }: S3StorageOptions,
): Promise<FileStorage> {
  // Loaded only when an object store is configured: the embedded default never pays for the SDK.
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const locate = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}.enc`;
  };

  return {
    async put(key, bytes, { contentType }) {
      // One PUT replaces the object whole: a reader sees the old file or the new one, never half.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: locate(key),
          Body: sealFile(ring, key, bytes, contentType),
          ContentType: SEALED_TYPE,
        }),
      );
    },

    async get(key) {
      let sealed: Uint8Array;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: locate(key) }));
        if (!object.Body) throw new FileNotFoundError(key);
        sealed = await object.Body.transformToByteArray();
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
      const { bytes, contentType } = openFile(ring, key, Buffer.from(sealed));
      return { bytes: new Uint8Array(bytes), contentType };
    },

    async delete(key) {
      // S3 answers a delete of a missing object with success, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: locate(key) }));
    },
  };
}
