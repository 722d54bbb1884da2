/**
 * Where a resumable upload keeps its bytes while it is not finished: each received piece is sealed in
 * the file store like any other file (`uploads/<id>/part-<offset>`), so a half-sent passport is never
 * on disk in clear, and an upload interrupted by a dropped connection or a locked phone resumes from
 * the last piece that arrived. An upload not finished within its lifetime is gone: asking for it
 * answers 404, and a sweep removes its pieces (`removeExpired`).
 */
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { type FileStorage, FileNotFoundError } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { unfinishedUploads } from '../../db/schema/documents';
import type { Clock } from '../../lib/clock';

const infoSchema = z.object({
  size: z.number().int().optional(),
  offset: z.number().int(),
  metadata: z.record(z.string(), z.string().nullable()).optional(),
  creationDate: z.string().optional(),
  /** Offsets of the stored pieces, in order. */
  parts: z.array(z.number().int()),
});
type UploadInfo = z.infer<typeof infoSchema>;

/** The tus server's ids are 32 hex digits; anything else (a query string, a path) is no upload of ours. */
export const EXPIRED_BATCH = 500;
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export interface UploadLifetime {
  db: Db;
  now: Clock;
  /** An unfinished upload older than this is expired. */
  expirySeconds: number;
}

const infoKey = (id: string) => `uploads/${id}/info.json`;
const partKey = (id: string, offset: number) => `uploads/${id}/part-${offset}`;

export class SealedUploadStore extends DataStore {
  constructor(
    private readonly storage: FileStorage,
    /** Bytes one upload may hold in all; more is refused before it is read. */
    private readonly maxBytes: number,
    private readonly lifetime: UploadLifetime,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override getExpiration(): number {
    return this.lifetime.expirySeconds * 1000;
  }

  private isExpired(info: UploadInfo): boolean {
    if (!info.creationDate) return false;
    return new Date(info.creationDate).getTime() + this.getExpiration() < this.lifetime.now().getTime();
  }

  private async readInfo(id: string): Promise<UploadInfo> {
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    let info: UploadInfo;
    try {
      const file = await this.storage.get(infoKey(id));
      info = infoSchema.parse(JSON.parse(Buffer.from(file.bytes).toString('utf8')));
    } catch (error) {
      if (error instanceof FileNotFoundError || error instanceof z.ZodError || error instanceof SyntaxError)
        throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    // Not yet swept, an expired upload is already gone for the client.
    if (this.isExpired(info)) throw ERRORS.FILE_NOT_FOUND;
    return info;
  }

  private writeInfo(id: string, info: UploadInfo): Promise<void> {
    return this.storage.put(infoKey(id), Buffer.from(JSON.stringify(info)), {
      contentType: 'application/json',
    });
  }

  override async create(upload: Upload): Promise<Upload> {
    if (!UPLOAD_ID.test(upload.id)) throw ERRORS.FILE_NOT_FOUND;
    const created = this.lifetime.now();
    upload.creation_date = created.toISOString();
    // Recorded first, so a sweep finds the pieces of an upload whatever happens next.
    await this.lifetime.db.insert(unfinishedUploads).values({ id: upload.id, createdAt: created });
    await this.writeInfo(upload.id, {
      ...(upload.size === undefined ? {} : { size: upload.size }),
      offset: 0,
      ...(upload.metadata ? { metadata: upload.metadata } : {}),
      creationDate: upload.creation_date,
      parts: [],
    });
    upload.storage = { type: 'sealed', path: `uploads/${upload.id}` };
    return upload;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const info = await this.readInfo(id);
    if (offset !== info.offset) throw ERRORS.INVALID_OFFSET;
    const limit = Math.min(info.size ?? this.maxBytes, this.maxBytes) - offset;
    const pieces: Buffer[] = [];
    let received = 0;
    try {
      for await (const chunk of stream) {
        const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        received += piece.length;
        if (received > limit) throw ERRORS.ERR_SIZE_EXCEEDED;
        pieces.push(piece);
      }
    } catch (error) {
      if (error === ERRORS.ERR_SIZE_EXCEEDED) throw error;
      // The connection dropped: keep what arrived, so the client resumes after it.
    }
    if (received === 0) return offset;
    await this.storage.put(partKey(id, offset), Buffer.concat(pieces), {
      contentType: 'application/octet-stream',
    });
    const next = offset + received;
    await this.writeInfo(id, { ...info, offset: next, parts: [...info.parts, offset] });
    return next;
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.readInfo(id);
    return new Upload({
      id,
      offset: info.offset,
      ...(info.size === undefined ? {} : { size: info.size }),
      ...(info.metadata ? { metadata: info.metadata } : {}),
      ...(info.creationDate ? { creation_date: info.creationDate } : {}),
      storage: { type: 'sealed', path: `uploads/${id}` },
    });
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const info = await this.readInfo(id);
    await this.writeInfo(id, { ...info, size: length });
  }

  /** The whole upload's bytes, in memory only. */
  async read(id: string): Promise<Buffer> {
    const info = await this.readInfo(id);
    const parts = await Promise.all(info.parts.map((offset) => this.storage.get(partKey(id, offset))));
    return Buffer.concat(parts.map((part) => part.bytes));
  }

  override async remove(id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const info = await this.readStoredInfo(id);
    if (info) await Promise.all(info.parts.map((offset) => this.storage.delete(partKey(id, offset))));
    await this.storage.delete(infoKey(id));
    await this.lifetime.db.delete(unfinishedUploads).where(eq(unfinishedUploads.id, id));
  }

  /** The info of an upload, expired or not; null when it cannot be read. */
  private async readStoredInfo(id: string): Promise<UploadInfo | null> {
    try {
      const file = await this.storage.get(infoKey(id));
      return infoSchema.parse(JSON.parse(Buffer.from(file.bytes).toString('utf8')));
    } catch {
      return null;
    }
  }

  /** Removes every upload older than its lifetime with its pieces; answers how many. */
  override async deleteExpired(): Promise<number> {
    const before = new Date(this.lifetime.now().getTime() - this.getExpiration());
    const expired = await this.lifetime.db
      .select({ id: unfinishedUploads.id })
      .from(unfinishedUploads)
      .where(lt(unfinishedUploads.createdAt, before))
      .limit(EXPIRED_BATCH);
    for (const { id } of expired) await this.remove(id);
    return expired.length;
  }
}
