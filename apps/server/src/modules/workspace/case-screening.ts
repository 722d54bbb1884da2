/**
 * The eligibility check of a case read again with its legal answers: one value per fact (the later
 * answer), what changed, and whether the case still fits. The dashboard's deadline counts these values,
 * the questions screen and the dashboard say what changed, and the review waits while it no longer fits.
 */
import {
  type CalendarDay,
  type ScreeningCheckResult,
  type Strategy,
  UNCHANGED_SCREENING,
} from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import { type AnswersByName, checkScreening, loadEligibilityAnswers, type NamedAnswer } from '../eligibility';
import { answersToValues, caseOwnerOf, findOwnerNamedAnswers, readValue } from '../questionnaire';
import { LEGAL_QUESTIONNAIRE } from './legal-questionnaire';
import { findPersonalInfo } from './personal-info-store';

export interface CaseScreening {
  /** The eligibility answers with what the legal answers say of the same facts in their place. */
  readonly answers: AnswersByName | null;
  /** The date of birth the case knows: the legal answer, else My profile. */
  readonly dateOfBirth: string | null;
  readonly result: ScreeningCheckResult;
}

const asText = (answer: NamedAnswer | undefined): string | null =>
  answer === undefined ? null : typeof answer === 'string' ? answer : [...answer].join(',');

export async function caseScreening(
  db: Db,
  caseRow: Pick<CaseRow, 'id' | 'accountId' | 'strategy'>,
  today: CalendarDay,
): Promise<CaseScreening> {
  const owner = caseOwnerOf({ accountId: caseRow.accountId });
  const [screening, named, personal] = await Promise.all([
    loadEligibilityAnswers(db, owner),
    findOwnerNamedAnswers(db, owner, LEGAL_QUESTIONNAIRE),
    findPersonalInfo(db, caseRow.id),
  ]);
  const legal = named === null ? new Map<string, string>() : answersToValues(named);
  const dateOfBirth = readValue(legal, 'about_you.birth_date') ?? personal?.dateOfBirth ?? null;
  const strategy: Strategy | null = caseRow.strategy;
  if (screening === null || strategy === null)
    return { answers: screening, dateOfBirth, result: UNCHANGED_SCREENING };
  const check = checkScreening(strategy, screening, (key, item) => readValue(legal, key, item), today);
  return {
    answers: check.answers,
    dateOfBirth,
    result: {
      changes: check.changes.map((change) => ({
        fact: change.fact,
        section: change.asked.split('.')[0]!,
        screening: asText(change.screening),
        now: asText(change.now)!,
      })),
      reasons: [...check.reasons],
      needsLawyer: check.reasons.length > 0,
    },
  };
}
