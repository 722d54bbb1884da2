/**
 * Other modules may veto or follow a change of family members (the payments module: once a case is
 * paid, the price it was paid for covers a given set of family members). They register at import time,
 * so the cases module never imports them.
 */
import type { FamilyMember } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from './open-case';

export interface DerivativesChange {
  /** The transaction the change is written in. */
  db: Db;
  caseRow: CaseRow;
  members: readonly FamilyMember[];
  now: Date;
}

export type DerivativesHook = (change: DerivativesChange) => Promise<void>;

const hooks = new Map<string, DerivativesHook>();

export function registerDerivativesHook(name: string, hook: DerivativesHook): void {
  hooks.set(name, hook);
}

export async function beforeDerivativesSave(change: DerivativesChange): Promise<void> {
  for (const hook of hooks.values()) await hook(change);
}

export type DerivativesFollower = (change: Omit<DerivativesChange, 'db'> & { db: Db }) => Promise<void>;

const followers = new Map<string, DerivativesFollower>();

/** Runs after a change of family members is committed (the payments module re-prices an open checkout). */
export function registerDerivativesFollower(name: string, follower: DerivativesFollower): void {
  followers.set(name, follower);
}

export async function afterDerivativesSave(change: DerivativesChange): Promise<void> {
  for (const follower of followers.values()) await follower(change);
}
