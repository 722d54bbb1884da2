import type { ServerModule } from '../server-module';
import { accountRoutes } from './routes';
import { moveAccountProfile } from './temp-session-migrations';

export {
  migrateTempSession,
  type TempSessionMigrationContext,
  type TempSessionMigrations,
} from './temp-session-migrations';

export { type SafeAddress, safeAddressOf, safeChannelsOf } from './safe-contact';

export const accountsModule: ServerModule = {
  name: 'accounts',
  routes: accountRoutes,
  tempSessionMigrations: [moveAccountProfile],
};
