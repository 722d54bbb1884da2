import { AppError, type CaseStep, type ReviewSection } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../db/database';
import type { CaseProgressSources, CaseRow } from '../module-events';
import { assertSectionWritable, type CaseSection, isSectionReadOnly } from './section-access';

const SECTIONS: readonly CaseSection[] = [
  'evidence',
  'declaration',
  'forms',
  'family-members',
  'personal-info',
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// No case type, so no legal questionnaire is read: the documents count and the step decide the percentage.
const caseAt = (step: CaseStep): CaseRow =>
  ({ id: 'case-1', accountId: 'account-1', step, strategy: null }) as CaseRow;

const sources = (changes: Partial<CaseProgressSources> = {}): CaseProgressSources => ({
  documents: () => Promise.resolve({ uploaded: 1, required: 4 }),
  declaration: null,
  reopened: null,
  missingItems: [],
  ...changes,
});

const readOnly = (progress: CaseProgressSources, caseRow: CaseRow) =>
  Promise.all(SECTIONS.map((section) => isSectionReadOnly(database.db, progress, caseRow, section)));

async function refusal(promise: Promise<void>): Promise<{ status: number; reason: unknown } | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, reason: error.extensions?.reason };
  }
}

describe('section access', () => {
  it('lets every section change while the case is being prepared', async () => {
    expect(await readOnly(sources(), caseAt('documents'))).toEqual(SECTIONS.map(() => false));
    for (const section of SECTIONS)
      expect(
        await refusal(assertSectionWritable(database.db, sources(), caseAt('forms'), section)),
      ).toBeNull();
  });

  it('closes every section once the case is complete, with 409 case.readOnly', async () => {
    const complete = caseAt('initial-review');
    expect(await readOnly(sources(), complete)).toEqual(SECTIONS.map(() => true));
    for (const section of SECTIONS)
      expect(await refusal(assertSectionWritable(database.db, sources(), complete, section))).toEqual({
        status: 409,
        reason: 'case.readOnly',
      });
  });

  it('opens only the review sections a correction request reopened', async () => {
    const asked: string[] = [];
    const reopened = (_db: unknown, _caseRow: unknown, section: ReviewSection) => {
      asked.push(section);
      return Promise.resolve(section === 'evidence');
    };
    const correcting = caseAt('final-review-correction');
    expect(await readOnly(sources({ reopened }), correcting)).toEqual([false, true, true, true, true]);
    // Family members and personal information are never reopened by a request.
    expect(asked.sort()).toEqual(['declaration', 'evidence', 'forms']);
  });

  it('keeps the case read-only when its percentage cannot be read, and says so in the log', async () => {
    const failing = sources({ documents: () => Promise.reject(new Error('database gone')) });
    const log = { warn: vi.fn() };
    expect(await isSectionReadOnly(database.db, failing, caseAt('documents'), 'evidence', log)).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('refuses documents and the declaration with 403 before the contract is signed', async () => {
    const unsigned = caseAt('sign-contract');
    const refusals = await Promise.all(
      SECTIONS.map((section) => refusal(assertSectionWritable(database.db, sources(), unsigned, section))),
    );
    const stepNotReached = { status: 403, reason: 'case.stepNotReached' };
    expect(refusals).toEqual([stepNotReached, stepNotReached, null, null, null]);
  });
});
