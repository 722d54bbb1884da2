import type { ServerModule } from '../server-module';
import { clientConfigRoutes } from './routes';

export const clientConfigModule: ServerModule = { name: 'client-config', routes: clientConfigRoutes };
