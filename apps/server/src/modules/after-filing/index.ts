import type { ServerModule } from '../server-module';
import { afterFilingRoutes } from './routes';

/** After the package is sent: the receipt, the appointments, the timeline and its reminders, a move. */
export const afterFilingModule: ServerModule = { name: 'after-filing', routes: afterFilingRoutes };
