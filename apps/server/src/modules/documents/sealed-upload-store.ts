/**
 * Where a resumable upload keeps its bytes while it is not finished: each received piece is sealed in
 * the file store like any other file (`uploads/<id>/part-<offset>`), so a half-sent passport is never
 * on disk in clear, and an upload interrupted by a dropped connection or a locked phone resumes from
 * the last piece that arrived.
 */
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { z } from 'zod';
import { type FileStorage, FileNotFoundError } from '../../adapters/storage';

const infoSchema = z.object({
  size: z.number().int().optional(),
  offset: z.number().int(),
  metadata: z.record(z.string(), z.string().nullable()).optional(),
  creationDate: z.string().optional(),
  /** Offsets of the stored pieces, in order. */
  parts: z.array(z.number().int()),
});
type UploadInfo = z.infer<typeof infoSchema>;

const infoKey = (id: string) => `uploads/${id}/info.json`;
const partKey = (id: string, offset: number) => `uploads/${id}/part-${offset}`;

export class SealedUploadStore extends DataStore {
  constructor(
    private readonly storage: FileStorage,
    /** Bytes one upload may hold in all; more is refused before it is read. */
    private readonly maxBytes: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  private async readInfo(id: string): Promise<UploadInfo> {
    try {
      const file = await this.storage.get(infoKey(id));
      return infoSchema.parse(JSON.parse(Buffer.from(file.bytes).toString('utf8')));
    } catch (error) {
      if (error instanceof FileNotFoundError || error instanceof z.ZodError || error instanceof SyntaxError)
        throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
  }

  private writeInfo(id: string, info: UploadInfo): Promise<void> {
    return this.storage.put(infoKey(id), Buffer.from(JSON.stringify(info)), {
      contentType: 'application/json',
    });
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.writeInfo(upload.id, {
      ...(upload.size === undefined ? {} : { size: upload.size }),
      offset: 0,
      ...(upload.metadata ? { metadata: upload.metadata } : {}),
      ...(upload.creation_date ? { creationDate: upload.creation_date } : {}),
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
    const info = await this.readInfo(id).catch(() => null);
    if (info) await Promise.all(info.parts.map((offset) => this.storage.delete(partKey(id, offset))));
    await this.storage.delete(infoKey(id));
  }
}
