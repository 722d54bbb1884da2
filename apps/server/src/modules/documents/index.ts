import { MAX_FILE_BYTES } from '@camino/contracts';
import { fileStorageFor } from '../../adapters/storage';
import type { ServerModule } from '../server-module';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { textReaderFor } from './document-text-reader';
import { READ_LANGUAGE_QUEUE, type ReadLanguageJob, readDocumentLanguage } from './read-document-language';
import {
  DELETE_FILES_QUEUE,
  type DeleteFilesJob,
  deleteUnreferencedFiles,
  removedMemberFiles,
} from './removed-member-files';
import { countChecklist, listMissingDocuments } from './get-checklist';
import { checklistContentFor } from './checklist-content';
import { documentsRoutes } from './routes';
import { EXPIRED_BATCH, SealedUploadStore } from './sealed-upload-store';

export const EXPIRE_UPLOADS_QUEUE = 'documents.expire-uploads';
export { findConfirmedDocumentData } from './document-data';
export {
  buildTranslatorCertificatePdf,
  type TranslationSourceLanguage,
  type TranslatorCertificateInput,
} from './translator-certificate';

export { type CaseDocument, listCaseDocuments } from './case-documents';
export { checklistContentFor } from './checklist-content';
export { addReceivedEvidence, type AddReceivedEvidenceDeps } from './add-received-evidence';
export { deleteDocuments } from './delete-document';
export type { CheckedFile } from './check-upload';
export { filePool } from './file-pool';
export { UploadRefused } from './upload-refused';

/** The document checklist, resumable uploads that are checked, cleaned and encrypted, and deleting. */
export const documentsModule: ServerModule = {
  name: 'documents',
  routes: documentsRoutes,
  derivativesHooks: [removedMemberFiles],
  documentsProgress: async (db, caseRow, { config }) =>
    countChecklist(db, await checklistContentFor(config.CONTENT_DIR), caseRow),
  missingItems: async (db, caseRow, { config }, lang) =>
    listMissingDocuments(db, await checklistContentFor(config.CONTENT_DIR), caseRow, lang),
  jobs(jobs, { db, config, clock }) {
    jobs.registerSweep({
      queue: EXPIRE_UPLOADS_QUEUE,
      singletonKey: EXPIRE_UPLOADS_QUEUE,
      everySeconds: config.UPLOAD_SWEEP_INTERVAL_SECONDS,
      sweep: async () => {
        const store = new SealedUploadStore(await fileStorageFor(config), MAX_FILE_BYTES, {
          db,
          now: clock,
          expirySeconds: config.UPLOAD_EXPIRY_SECONDS,
        });
        // Repeated while a sweep finds a full batch, so a backlog is cleared in one go.
        while ((await store.deleteExpired()) === EXPIRED_BATCH);
      },
    });
    jobs.register<DeleteFilesJob>({
      queue: DELETE_FILES_QUEUE,
      handler: async ({ data }) => deleteUnreferencedFiles(db, await fileStorageFor(config), data.keys),
      options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    });
    jobs.register<ReadLanguageJob>({
      queue: READ_LANGUAGE_QUEUE,
      handler: async ({ data }) => {
        await readDocumentLanguage(
          {
            db,
            storage: await fileStorageFor(config),
            pdfRenderer: createPopplerRenderer(),
            textReader: textReaderFor(config),
            now: clock,
          },
          data.documentId,
        );
      },
      options: { retryLimit: 2, retryDelay: 30 },
    });
  },
};
