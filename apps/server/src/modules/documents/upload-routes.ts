/**
 * Resumable uploads (the tus protocol) under `/api/files/uploads`. Fastify authenticates the caller
 * and finds their case; the tus server then speaks the protocol on the raw request. The case travels
 * in a header Fastify sets itself (any copy the client sent is replaced), and every later request on
 * an upload must come from the same case.
 */
import { MAX_FILE_BYTES } from '@camino/contracts';
import { Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../adapters/storage';
import { requireApplicantCase } from '../cases';
import { assertSectionWritable } from '../workspace';
import { acceptUpload } from './accept-upload';
import { SealedUploadStore } from './sealed-upload-store';
import { UploadRefused } from './upload-refused';

const CASE_HEADER = 'x-camino-upload-case';
export const UPLOADS_PATH = '/api/files/uploads';

const jsonBody = (value: unknown) => JSON.stringify(value);

/** The tus server reads `rawHeaders`; a client's own copy of the header is dropped first. */
function setCaseHeader(request: FastifyRequest, caseId: string): void {
  const raw = request.raw.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (raw[i]!.toLowerCase() !== CASE_HEADER) kept.push(raw[i]!, raw[i + 1]!);
  kept.push(CASE_HEADER, caseId);
  raw.splice(0, raw.length, ...kept);
  request.raw.headers[CASE_HEADER] = caseId;
}

export interface UploadRoutesOptions {
  storage: FileStorage;
}

export function uploadRoutes({ storage }: UploadRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const uploads = new SealedUploadStore(storage, MAX_FILE_BYTES, {
      db: app.db,
      now: app.clock,
      expirySeconds: app.config.UPLOAD_EXPIRY_SECONDS,
    });
    const tus = new Server({
      path: UPLOADS_PATH,
      datastore: uploads,
      maxSize: MAX_FILE_BYTES,
      relativeLocation: true,
      onUploadCreate: async (req) => {
        // Nothing the client wrote (a file name with `../` or control characters) is kept.
        return { metadata: { caseId: req.headers.get(CASE_HEADER) } };
      },
      onIncomingRequest: async (req, uploadId) => {
        if (req.method === 'POST' || req.method === 'OPTIONS') return;
        const upload = await uploads.getUpload(uploadId);
        if (upload.metadata?.caseId !== req.headers.get(CASE_HEADER))
          throw { status_code: 404, body: 'The file does not exist\n' };
      },
      onUploadFinish: async (req, upload) => {
        const caseId = req.headers.get(CASE_HEADER);
        if (!caseId) throw { status_code: 404, body: 'The file does not exist\n' };
        try {
          const accepted = await acceptUpload(
            { db: app.db, storage, uploads, now: app.clock() },
            caseId,
            upload.id,
          );
          return {
            status_code: 200,
            headers: { 'content-type': 'application/json' },
            body: jsonBody(accepted),
          };
        } catch (error) {
          if (error instanceof UploadRefused)
            throw { status_code: 422, body: jsonBody({ code: 'VALIDATION', reason: error.reason }) };
          app.log.error({ err: error }, 'upload could not be kept');
          throw { status_code: 500, body: jsonBody({ code: 'INTERNAL' }) };
        }
      },
    });

    // The tus server reads PATCH bodies itself, as a stream.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const { caseRow } = await requireApplicantCase(request);
      if (request.method === 'POST' || request.method === 'PATCH')
        await assertSectionWritable(app.db, app.moduleHooks.caseProgress, caseRow, 'evidence');
      setCaseHeader(request, caseRow.id);
      void reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE'] as const;
    app.route({
      method: [...methods],
      url: '/files/uploads',
      handler: handle,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    });
    app.route({
      method: [...methods],
      url: '/files/uploads/:id',
      handler: handle,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    });
  };
}
