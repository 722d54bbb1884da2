import type { Config } from '../../config';
import { type AccessTokenVerifier, createAccessTokenVerifier, loadSigningKey } from './access-tokens';
import { type Clock, systemClock } from '../../lib/clock';

export interface AuthRuntime {
  clock: Clock;
  signingKey: Promise<Uint8Array>;
  accessTokens: Promise<AccessTokenVerifier>;
}

// Keyed by the app's config object, which every encapsulated plugin of one app shares, so the
// hooks other modules call see the same clock and key as the auth routes.
const runtimes = new WeakMap<Config, AuthRuntime>();

/** The clock and signing key of the app owning `config`; `clock` is honoured on first call only. */
export function authRuntime(config: Config, clock?: Clock): AuthRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    const signingKey = loadSigningKey(config);
    signingKey.catch(() => {});
    runtime = {
      clock: clock ?? systemClock,
      signingKey,
      accessTokens: signingKey.then(createAccessTokenVerifier),
    };
    runtime.accessTokens.catch(() => {});
    runtimes.set(config, runtime);
  } else if (clock) {
    runtime.clock = clock;
  }
  return runtime;
}
