import type { CaseStep, Strategy } from '@camino/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { cases } from '../../db/schema/cases';
import type { CaseRow } from './open-case';

/** The cases among `ids`, in one query. */
export async function findCasesByIds(db: Db, ids: readonly string[]): Promise<CaseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cases)
    .where(inArray(cases.id, [...ids]));
}

/** The cases of the accounts among `accountIds`, in one query. */
export async function findCasesOfAccounts(db: Db, accountIds: readonly string[]): Promise<CaseRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(cases)
    .where(inArray(cases.accountId, [...accountIds]));
}

/** The cases of one strategy standing at one of `steps`. */
export async function listCasesAtSteps(
  db: Db,
  strategy: Strategy,
  steps: readonly CaseStep[],
): Promise<CaseRow[]> {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.strategy, strategy), inArray(cases.step, [...steps])));
}

/**
 * Cases that `where` keeps (a caller's condition on the case id, e.g. what it has not seen yet),
 * at most `limit`, so a sweep filters in the same query.
 */
export async function listCasesWhere(
  db: Db,
  options: { where: (caseId: AnyPgColumn) => SQL; limit: number },
): Promise<CaseRow[]> {
  return db.select().from(cases).where(options.where(cases.id)).limit(options.limit);
}

/**
 * The id (as text) of the case of the account whose id is in `accountId`, or null when it has none:
 * for another module's query over rows owned by an account's id.
 */
export function caseIdOfAccount(accountId: AnyPgColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select ${cases.id}::text from ${cases} where ${cases.accountId}::text = ${accountId})`;
}
