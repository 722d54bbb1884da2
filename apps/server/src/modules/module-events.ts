/**
 * The events modules' hooks receive and the rows inside them. Every module and the module contract
 * (`server-module.ts`) read these types, so this file imports no module: were it to, the contract
 * would import that module, and every module would sit on one circle of types.
 */
import type { Db } from '../db/database';
import type { tempSessions } from '../db/schema/accounts';
import type { cases } from '../db/schema/cases';
import type { FamilyMember, Locale, MissingItem, ReviewSection } from '@camino/contracts';

/** A case as the cases module stores it. */
export type CaseRow = typeof cases.$inferSelect;

/** A visitor's temporary session before they have an account. */
export type TempSessionRow = typeof tempSessions.$inferSelect;

/** Whose questionnaire answers: a visitor's temporary session or an applicant's case. */
export interface AnswerOwner {
  readonly kind: 'temp' | 'case';
  readonly id: string;
}

/** What a guard sees of a write to questionnaire answers: whose answers, to which questionnaire. */
export interface AnswerWrite {
  readonly db: Db;
  readonly owner: AnswerOwner;
  readonly questionnaire: string;
}

/** A change of a case's family members. */
export interface DerivativesChange {
  /** The transaction the change is written in. */
  db: Db;
  caseRow: CaseRow;
  members: readonly FamilyMember[];
  now: Date;
}

/** A visitor's temporary session moving to the account they have just created. */
export interface TempSessionMigrationContext {
  /** The transaction the step runs in. */
  db: Db;
  tempSession: TempSessionRow;
  accountId: string;
  now: Date;
}

/**
 * An applicant left with the quick exit: their session is over, and what a module keeps that whoever
 * opens the account next could read about them goes too (the consultation's questions).
 */
export interface QuickExitEvent {
  readonly accountId: string;
  readonly now: Date;
}

/** A case's final approval, recorded in the transaction that moves the case on. */
export interface CaseApproval {
  /** The approving transaction: what a hook writes or queues exists only if the approval commits. */
  db: Db;
  caseRow: CaseRow;
  now: Date;
}

/** How many of the case's required documents are uploaded. */
export interface DocumentCounts {
  readonly uploaded: number;
  readonly required: number;
}

/** Whether a correction request from the review has reopened a section of a complete case. */
export type SectionReopened = (
  db: Db,
  caseRow: Pick<CaseRow, 'id' | 'step'>,
  section: ReviewSection,
) => Promise<boolean>;

/**
 * What modules above the workspace know of where a case stands, given to whatever reads the
 * percentage or asks whether a section may still change: the documents, declaration and review
 * modules ask that themselves, so the workspace cannot import them.
 */
export interface CaseProgressSources {
  readonly documents: ((db: Db, caseRow: CaseRow) => Promise<DocumentCounts>) | null;
  /** Null from the source when the case has no declaration to write (no case type yet, or none for its type). */
  readonly declaration: ((db: Db, caseRow: CaseRow) => Promise<number | null>) | null;
  readonly reopened: SectionReopened | null;
  /** Each module's list of what its part still lacks, in the order the modules are registered. */
  readonly missingItems: readonly {
    readonly module: string;
    readonly list: (db: Db, caseRow: CaseRow, lang: Locale) => Promise<MissingItem[]>;
  }[];
}
