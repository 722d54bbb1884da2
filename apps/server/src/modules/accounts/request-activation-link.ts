import type { RequestActivationLink } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountByIdentifier, normalizeIdentifier } from './login-identifier';
import { sendActivationLink } from './resend-activation-link';
import { keyedHash } from './secrets';
import { countAttempt, lockedUntil } from './throttle';

/** Three links per email or phone in ten minutes; more would only flood the applicant's inbox. */
const REQUEST_RULE = { max: 3, windowSeconds: 600, lockSeconds: 600 };

/**
 * Sends a new activation link when the email or phone belongs to an account still waiting for
 * activation. Nothing tells the caller whether it did: an unknown address, an active account and a
 * throttled request all end the same way, so the answer reveals no account.
 */
export async function requestActivationLink(
  deps: {
    db: Db;
    jobs: Pick<JobRunner, 'send'>;
    config: Pick<Config, 'PUBLIC_URL'>;
    signingKey: Uint8Array;
    now: Date;
    ipHash: string | null;
  },
  request: RequestActivationLink,
): Promise<void> {
  const identifier = normalizeIdentifier(request.identifier);
  const key = `activation-request:${keyedHash(deps.signingKey, identifier.value)}`;
  if (await lockedUntil(deps.db, [key], deps.now)) return;
  await countAttempt(deps.db, key, REQUEST_RULE, deps.now);
  const account = await findAccountByIdentifier(deps.db, identifier);
  if (!account || account.activatedAt) return;
  await sendActivationLink(deps, account);
}
