import type { ServerModule } from '../server-module';
import type { Clock } from '../../lib/clock';
import { createAuthRoutes } from './routes';

export type { Clock } from '../../lib/clock';
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

/** Accounts' credentials and sessions; tests pass a clock to move through expiry windows. */
export function createAuthModule(options: { clock?: Clock } = {}): ServerModule {
  return { name: 'auth', routes: createAuthRoutes(options) };
}

export const authModule = createAuthModule();
