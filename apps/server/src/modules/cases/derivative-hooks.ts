/**
 * Other modules may veto or follow a change of family members (the payments module: once a case is
 * paid, the price it was paid for covers a given set of family members). They declare their hooks in
 * their module definition and the server passes them here, so the cases module never imports them.
 */
import type { DerivativesChange } from '../module-events';
import type { BoundHook } from '../server-module';

export type { DerivativesChange };

export type DerivativesHooks = readonly BoundHook<DerivativesChange>[];

export async function beforeDerivativesSave(
  hooks: DerivativesHooks,
  change: DerivativesChange,
): Promise<void> {
  for (const hook of hooks) await hook.run(change);
}

/** Runs after a change of family members is committed (the payments module re-prices an open checkout). */
export async function afterDerivativesSave(
  followers: DerivativesHooks,
  change: DerivativesChange,
): Promise<void> {
  for (const follower of followers) await follower.run(change);
}
