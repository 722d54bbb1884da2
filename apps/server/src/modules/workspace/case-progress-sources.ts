import type { Locale, MissingItem } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import type { DocumentCounts } from './documents-progress';

/**
 * The counts of the case's progress other modules own, given to whatever reads the percentage: the
 * documents and declaration modules read the percentage themselves, so the workspace cannot import them.
 */
export interface CaseProgressSources {
  readonly documents: ((db: Db, caseRow: CaseRow) => Promise<DocumentCounts>) | null;
  /** Null from the source when the case has no declaration to write (no case type yet, or none for its type). */
  readonly declaration: ((db: Db, caseRow: CaseRow) => Promise<number | null>) | null;
  /** Each module's list of what its part still lacks, in the order the modules are registered. */
  readonly missingItems: readonly {
    readonly module: string;
    readonly list: (db: Db, caseRow: CaseRow, lang: Locale) => Promise<MissingItem[]>;
  }[];
}
