import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { cases, caseStateLogs } from '../../db/schema/cases';
import { findCasesByIds, findCasesOfAccounts, listCasesAtSteps, listCasesWhere } from './find-cases';
import { listStateLogsWhere } from './state-log';

describe('case queries other modules ask', () => {
  let database: Database;
  const ids: { account: string; case: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    for (const [n, step] of (['download', 'payment', 'congratulations'] as const).entries()) {
      const [account] = await db
        .insert(accounts)
        .values({ name: 'Ana', lastName: `Case${n}`, email: `case${n}@example.com` })
        .returning();
      const [row] = await db
        .insert(cases)
        .values({ accountId: account!.id, strategy: 'asylum', step, payment: 'unpaid' })
        .returning();
      ids.push({ account: account!.id, case: row!.id });
      await db.insert(caseStateLogs).values({
        caseId: row!.id,
        event: 'ELIGIBLE',
        fromStep: 'eligibility',
        fromPayment: 'unpaid',
        toStep: step,
        toPayment: 'unpaid',
      });
    }
  });

  afterAll(async () => {
    await database.close();
  });

  it('finds cases by id and by account in one call each, and nothing for no ids', async () => {
    const { db } = database;
    const byId = await findCasesByIds(db, [ids[0]!.case, ids[2]!.case]);
    expect(byId.map((row) => row.id).sort()).toEqual([ids[0]!.case, ids[2]!.case].sort());
    const byAccount = await findCasesOfAccounts(db, [ids[1]!.account]);
    expect(byAccount.map((row) => row.id)).toEqual([ids[1]!.case]);
    expect(await findCasesByIds(db, [])).toEqual([]);
    expect(await findCasesOfAccounts(db, [])).toEqual([]);
  });

  it('lists the cases of a strategy at some steps', async () => {
    const rows = await listCasesAtSteps(database.db, 'asylum', ['download', 'congratulations']);
    expect(rows.map((row) => row.id).sort()).toEqual([ids[0]!.case, ids[2]!.case].sort());
  });

  it("filters cases and transitions in the same query by the caller's condition", async () => {
    const { db } = database;
    const chosen = await listCasesWhere(db, {
      where: (caseId) => sql`${caseId} = ${ids[1]!.case}`,
      limit: 5,
    });
    expect(chosen.map((row) => row.id)).toEqual([ids[1]!.case]);
    expect(await listCasesWhere(db, { where: () => sql`true`, limit: 2 })).toHaveLength(2);
    const logs = await listStateLogsWhere(db, { where: (seq) => sql`${seq} > 0`, limit: 10 });
    expect(logs.map((row) => row.caseId)).toEqual(ids.map((id) => id.case));
  });
});
