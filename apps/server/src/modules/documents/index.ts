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
