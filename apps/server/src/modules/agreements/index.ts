import type { ServerModule } from '../server-module';
import { agreementsRoutes } from './routes';

export { findSignedContract, toSignedContract } from './signed-contracts';

/** Terms of use and privacy acceptance, the service contract and its signature. */
export const agreementsModule: ServerModule = { name: 'agreements', routes: agreementsRoutes };
