/**
 * Whether a part of the case may still change: the one rule documents, declaration, forms and the
 * workspace's own pages ask. An applicant prepares their case until it is complete; at 100 % (which
 * includes the reviews and approval), or when the percentage cannot be read, the case is read-only,
 * except the sections an open correction request of the review reopened. The review declares which
 * those are on its module definition (`reopenedSections`), so this module never imports it.
 */
import { AppError, CASE_STEPS, isReadOnly, REVIEW_SECTIONS, type ReviewSection } from '@camino/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { CaseProgressSources, CaseRow } from '../module-events';
import { caseCompletionPercentage } from './calculate-percentage';

/** A part of the case the applicant changes while preparing it; the review's sections can be reopened. */
export type CaseSection = ReviewSection | 'family-members' | 'personal-info';

interface SectionRule {
  /** What the section is called in a refusal. */
  readonly named: string;
  /** Refused before the contract is signed, with the words the refusal says. */
  readonly opensAtApplication?: string;
}

const SECTIONS: Readonly<Record<CaseSection, SectionRule>> = {
  evidence: {
    named: 'documents',
    opensAtApplication: 'Documents are uploaded after the contract is signed.',
  },
  declaration: {
    named: 'declaration',
    opensAtApplication: 'The declaration is written after the contract is signed.',
  },
  forms: { named: 'legal answers' },
  'family-members': { named: 'family members' },
  'personal-info': { named: 'information' },
};

const isReviewSection = (section: CaseSection): section is ReviewSection =>
  (REVIEW_SECTIONS as readonly string[]).includes(section);

function hasStartedApplication(caseRow: Pick<CaseRow, 'step'>): boolean {
  return CASE_STEPS.indexOf(caseRow.step) >= CASE_STEPS.indexOf('start-application');
}

async function isComplete(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
  log: Pick<Logger, 'warn'> | undefined,
): Promise<boolean> {
  try {
    return isReadOnly({ ok: true, ...(await caseCompletionPercentage(db, progress, caseRow)) });
  } catch (error) {
    log?.warn({ err: error }, 'case percentage unavailable; the case is kept read-only');
    return true;
  }
}

/** True once the case is complete (or its percentage cannot be read) and no correction reopened the section. */
export async function isSectionReadOnly(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
  section: CaseSection,
  log?: Pick<Logger, 'warn'>,
): Promise<boolean> {
  if (!(await isComplete(db, progress, caseRow, log))) return false;
  if (!isReviewSection(section) || progress.reopened === null) return true;
  return !(await progress.reopened(db, caseRow, section));
}

/**
 * Throws 403 (`case.stepNotReached`) for documents and the declaration before the contract is signed,
 * and 409 (`case.readOnly`) once the section is read-only.
 */
export async function assertSectionWritable(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
  section: CaseSection,
  log?: Pick<Logger, 'warn'>,
): Promise<void> {
  const rule = SECTIONS[section];
  if (rule.opensAtApplication !== undefined && !hasStartedApplication(caseRow))
    throw new AppError('FORBIDDEN', {
      detail: rule.opensAtApplication,
      extensions: { reason: 'case.stepNotReached' },
    });
  if (await isSectionReadOnly(db, progress, caseRow, section, log))
    throw new AppError('CONFLICT', {
      detail: `The case is complete; its ${rule.named} can no longer be changed here.`,
      extensions: { reason: 'case.readOnly' },
    });
}
