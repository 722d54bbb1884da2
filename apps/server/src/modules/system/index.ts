import type { ServerModule } from '../server-module';
import { systemRoutes } from './routes';

export const systemModule: ServerModule = { name: 'system', routes: systemRoutes };
