import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/database';
import { createQuestionnaireTestApp, type QuestionnaireTestApp } from './test-support';
import { withOwnerLock } from './owner-state';

let t: QuestionnaireTestApp;
beforeAll(async () => {
  t = await createQuestionnaireTestApp();
});
afterAll(() => t.close());

const synchronousCommit = async (db: QuestionnaireTestApp['app']['db']) => {
  const result = (await db.execute(sql`SHOW synchronous_commit`)) as
    { rows: { synchronous_commit: string }[] } | { synchronous_commit: string }[];
  const rows = 'rows' in result ? result.rows : result;
  return rows[0]!.synchronous_commit;
};

describe('withOwnerLock', () => {
  it.runIf(testDriver === 'pg')(
    'commits answers without waiting for the disk on PostgreSQL, and only inside its own transaction',
    async () => {
      const owner = { kind: 'temp', id: '00000000-0000-4000-8000-000000000001' } as const;
      expect(await withOwnerLock(t.app.db, owner, (tx) => synchronousCommit(tx))).toBe('off');
      expect(await synchronousCommit(t.app.db)).toBe('on');
    },
  );

  // PGlite has no WAL writer of its own and dies with the process: an answer it acknowledged
  // without writing it would be lost by a crash (crash-during-saves.test.ts showed it).
  it.runIf(testDriver === 'pglite')('waits for the disk on the embedded database', async () => {
    const owner = { kind: 'temp', id: '00000000-0000-4000-8000-000000000002' } as const;
    expect(await withOwnerLock(t.app.db, owner, (tx) => synchronousCommit(tx))).toBe('on');
  });
});
