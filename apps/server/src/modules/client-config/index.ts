import type { ServerModule } from '../server-module';
import { clientConfigRoutes } from './routes';

export { getClientConfig } from './get-client-config';

export const clientConfigModule: ServerModule = { name: 'client-config', routes: clientConfigRoutes };
