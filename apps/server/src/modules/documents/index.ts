import type { ServerModule } from '../server-module';
import { documentsRoutes } from './routes';

/** The document checklist, resumable uploads that are checked, cleaned and encrypted, and deleting. */
export const documentsModule: ServerModule = { name: 'documents', routes: documentsRoutes };
