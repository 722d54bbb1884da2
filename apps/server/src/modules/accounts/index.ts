import type { Clock } from '../../lib/clock';
import type { ServerModule } from '../server-module';
import { createAccountsRoutes } from './register-routes';
import { moveAccountProfile } from './temp-session-migrations';

export type { Clock } from '../../lib/clock';
export { type Account, findAccountById, findAccountsByIds } from './queries';
export type { TempSession } from './temp-sessions';
export { updateTempSession } from './update-temp-session';
export {
  type AuthenticatedUser,
  getTempSession,
  getUser,
  type PreAccountCaller,
  requireTempSession,
  requireUser,
} from './request-auth';
export {
  migrateTempSession,
  type TempSessionMigrationContext,
  type TempSessionMigrations,
} from './temp-session-migrations';
export { type SafeAddress, safeAddressOf, safeChannelsOf } from './safe-contact';
export type { QuickExitFollowers } from './quick-exit';
export { authRuntime } from './auth-runtime';
export { hashPassword } from './password-hasher';
export { keyedHash, randomToken, sha256 } from './secrets';

/**
 * Applicants' accounts, their credentials and sessions (temporary and signed-in), and the move of a
 * visitor's data to the account; tests pass a clock to move through expiry windows.
 */
export function createAccountsModule(options: { clock?: Clock } = {}): ServerModule {
  return {
    name: 'accounts',
    routes: createAccountsRoutes(options),
    tempSessionMigrations: [moveAccountProfile],
  };
}

export const accountsModule = createAccountsModule();
