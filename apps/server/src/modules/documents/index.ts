import { fileStorageFor } from '../../adapters/storage';
import type { ServerModule } from '../server-module';
import { DELETE_FILES_QUEUE, type DeleteFilesJob, deleteUnreferencedFiles } from './removed-member-files';
import { documentsRoutes } from './routes';

export { type CaseDocument, listCaseDocuments } from './case-documents';

/** The document checklist, resumable uploads that are checked, cleaned and encrypted, and deleting. */
export const documentsModule: ServerModule = {
  name: 'documents',
  routes: documentsRoutes,
  jobs(jobs, { db, config }) {
    jobs.register<DeleteFilesJob>({
      queue: DELETE_FILES_QUEUE,
      handler: async ({ data }) => deleteUnreferencedFiles(db, await fileStorageFor(config), data.keys),
      options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    });
  },
};
