import type { Locale } from '@camino/contracts';
import type { SocialProviderAdapter } from '../../adapters/social/social-provider';
import type { Db } from '../../db/database';
import { socialLoginFlows } from '../../db/schema/auth';
import { addSeconds } from './clock';
import { randomToken, sha256 } from './secrets';

/** How long the visitor has to finish signing in at the provider. */
export const SOCIAL_FLOW_TTL_SECONDS = 600;

/** Starts a sign-in at a provider: fresh state, nonce and PKCE verifier, kept server-side by the state's hash. */
export async function startSocialLogin(
  deps: { db: Db; now: Date },
  input: { adapter: SocialProviderAdapter; redirectUri: string; locale: Locale },
): Promise<{ url: URL; state: string }> {
  const state = randomToken();
  const nonce = randomToken();
  const codeVerifier = randomToken();
  await deps.db.insert(socialLoginFlows).values({
    stateHash: sha256(state),
    provider: input.adapter.name,
    codeVerifier,
    nonce,
    locale: input.locale,
    createdAt: deps.now,
    expiresAt: addSeconds(deps.now, SOCIAL_FLOW_TTL_SECONDS),
  });
  const url = await input.adapter.authorizationUrl({
    redirectUri: input.redirectUri,
    state,
    nonce,
    codeVerifier,
  });
  return { url, state };
}
