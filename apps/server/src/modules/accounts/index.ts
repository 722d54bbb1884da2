import type { ServerModule } from '../server-module';
import { accountRoutes } from './routes';

export {
  migrateTempSession,
  registerTempSessionMigration,
  type TempSessionMigration,
  type TempSessionMigrationContext,
} from './temp-session-migrations';

export { type SafeAddress, safeAddressOf, safeChannelsOf } from './safe-contact';

export const accountsModule: ServerModule = { name: 'accounts', routes: accountRoutes };
