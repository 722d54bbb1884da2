/**
 * The dates that follow a filed case, counted from the receipt date USCIS prints on the receipt notice
 * (never the mailing date). Pure functions on calendar days (`YYYY-MM-DD`, see ADR 0080): the caller
 * passes `today`, so the browser and the server, and the tests, count the same days.
 */
import type { Strategy } from '../constants';
import {
  addDaysToDay,
  addMonthsToDay,
  addYearsToDay,
  calendarDaysBetween,
  type CalendarDay,
} from '../workspace/calendar-date';

/** 8 CFR 208.7: the work permit may be asked for 150 days after the complete asylum application. */
export const WORK_PERMIT_FILE_DAY = 150;
/** 8 CFR 208.7: it cannot be granted before day 180. */
export const WORK_PERMIT_EARLIEST_GRANT_DAY = 180;
/** Work permits of pending asylum cases issued since 5 December 2025 last at most 18 months. */
export const WORK_PERMIT_VALID_MONTHS = 18;
/** A renewal (I-765) may be filed up to 180 days before the card expires. */
export const WORK_PERMIT_RENEWAL_DAYS_BEFORE = 180;
/** The Annual Asylum Fee is owed once the application has been pending 365 days, then each year. */
export const ANNUAL_FEE_PENDING_DAYS = 365;
/** Only applications filed on or after 1 October 2024 owe it. */
export const ANNUAL_FEE_FIRST_FILING_DAY = '2024-10-01';
/** A change of address is reported to USCIS within 10 days of the move (Form AR-11, 8 CFR 265.1). */
export const ADDRESS_CHANGE_DAYS = 10;

export interface WorkPermitDates {
  /** The first day the I-765 may reach USCIS. */
  readonly fileFrom: CalendarDay;
  /** USCIS cannot grant it before this day. */
  readonly grantNoEarlierThan: CalendarDay;
}

/** Asylum only: the work permit clock. A weekend receipt date counts as printed; nothing moves to Monday. */
export function workPermitDates(receiptDate: CalendarDay): WorkPermitDates {
  return {
    fileFrom: addDaysToDay(receiptDate, WORK_PERMIT_FILE_DAY),
    grantNoEarlierThan: addDaysToDay(receiptDate, WORK_PERMIT_EARLIEST_GRANT_DAY),
  };
}

export interface WorkPermitValidity {
  /** The last day of an 18-month card starting on `validFrom`, at the latest. */
  readonly validUntil: CalendarDay;
  /** The first day a renewal may be filed. */
  readonly renewFrom: CalendarDay;
}

/** The card's end (18 months less a day) and the renewal window's start (180 days before the end). */
export function workPermitValidity(validFrom: CalendarDay): WorkPermitValidity {
  const validUntil = addDaysToDay(addMonthsToDay(validFrom, WORK_PERMIT_VALID_MONTHS), -1);
  return { validUntil, renewFrom: addDaysToDay(validUntil, -WORK_PERMIT_RENEWAL_DAYS_BEFORE) };
}

/** A fee by the day it applies from, oldest first (as content/filing/government-fees.yaml lists them). */
export interface DatedAmount {
  readonly from: CalendarDay;
  readonly amount: number;
}

/** The amount in force on `day`, or null before the first. */
export function amountOn(schedule: readonly DatedAmount[], day: CalendarDay): number | null {
  let amount: number | null = null;
  for (const entry of schedule) if (entry.from <= day) amount = entry.amount;
  return amount;
}

export interface AnnualFeeYear {
  /** 1 for the first year pending. */
  readonly year: number;
  /** The day the application has been pending that many years; USCIS mails a notice from then. */
  readonly dueFrom: CalendarDay;
  /** The amount in force that day, in whole dollars (null when no amount is known for it). */
  readonly amount: number | null;
}

/**
 * The Annual Asylum Fee years of an asylum application received on `receiptDate`: every year already
 * reached on `today` and the next one. The first is reached after 365 days pending, the next ones on
 * its anniversaries (29 February falls back to 28 February, the earlier day). Each year is charged the
 * amount in force on its day, so a case pending across a fee change pays the old and then the new one.
 */
export function annualFeeYears(
  receiptDate: CalendarDay,
  today: CalendarDay,
  schedule: readonly DatedAmount[],
): AnnualFeeYear[] {
  if (receiptDate < ANNUAL_FEE_FIRST_FILING_DAY) return [];
  const first = addDaysToDay(receiptDate, ANNUAL_FEE_PENDING_DAYS);
  const years: AnnualFeeYear[] = [];
  for (let year = 1; ; year += 1) {
    const dueFrom = addYearsToDay(first, year - 1);
    years.push({ year, dueFrom, amount: amountOn(schedule, dueFrom) });
    if (dueFrom > today) return years;
  }
}

/** The last day to tell USCIS of a move made on `movedOn`. */
export function addressChangeDueBy(movedOn: CalendarDay): CalendarDay {
  return addDaysToDay(movedOn, ADDRESS_CHANGE_DAYS);
}

/** What the applicant recorded of the case after filing; dates not yet known are null. */
export interface AfterFilingFacts {
  readonly strategy: Strategy;
  readonly receiptDate: CalendarDay;
  readonly biometricsDate: CalendarDay | null;
  readonly interviewDate: CalendarDay | null;
}

export type TimelineItemId =
  | 'receipt'
  | 'biometrics'
  | 'work-permit-file'
  | 'work-permit-grant'
  | 'annual-fee'
  | 'interview'
  | 'decision';

/**
 * `done`: it happened (a recorded day passed); `now`: its day is reached and it can or must be acted on;
 * `past`: an earlier fee year, followed by a later one; `next`: the next thing to come; `later`: after that.
 */
export type TimelineState = 'done' | 'now' | 'past' | 'next' | 'later';

export interface TimelineItem {
  readonly id: TimelineItemId;
  /** The day, when it is known or counted; null when only USCIS can say (a notice will come). */
  readonly day: CalendarDay | null;
  /** Days from today to `day` (negative once past); null without a day. */
  readonly daysFromToday: number | null;
  readonly state: TimelineState;
  /** The Annual Asylum Fee year and amount, on `annual-fee` items. */
  readonly fee?: AnnualFeeYear;
}

interface Milestone {
  id: TimelineItemId;
  day: CalendarDay | null;
  /** Happened on its day (a recorded appointment), rather than opening then (the work permit). */
  happens: boolean;
  fee?: AnnualFeeYear;
}

function milestonesOf(facts: AfterFilingFacts, today: CalendarDay, feeSchedule: readonly DatedAmount[]) {
  const milestones: Milestone[] = [
    { id: 'receipt', day: facts.receiptDate, happens: true },
    { id: 'biometrics', day: facts.biometricsDate, happens: true },
  ];
  if (facts.strategy === 'asylum') {
    const permit = workPermitDates(facts.receiptDate);
    milestones.push(
      { id: 'work-permit-file', day: permit.fileFrom, happens: false },
      { id: 'work-permit-grant', day: permit.grantNoEarlierThan, happens: false },
    );
    for (const fee of annualFeeYears(facts.receiptDate, today, feeSchedule))
      milestones.push({ id: 'annual-fee', day: fee.dueFrom, happens: false, fee });
  }
  milestones.push({ id: 'interview', day: facts.interviewDate, happens: true });
  milestones.push({ id: 'decision', day: null, happens: true });
  return milestones;
}

/**
 * The case's timeline on `today`, in the order things happen: recorded days and counted days sorted
 * by day, the ones only a notice can date (biometrics, interview, decision) after them until recorded.
 * The first item not done is `next`; a counted day already reached (the work permit, a fee year) is
 * `now`, something the applicant can or must act on.
 */
export function afterFilingTimeline(
  facts: AfterFilingFacts,
  today: CalendarDay,
  feeSchedule: readonly DatedAmount[],
): TimelineItem[] {
  const milestones = milestonesOf(facts, today, feeSchedule);
  const dated = milestones.filter((m) => m.day !== null).sort((a, b) => (a.day! < b.day! ? -1 : 1));
  const undated = milestones.filter((m) => m.day === null);
  const reachedFees = dated.filter((m) => m.id === 'annual-fee' && m.day! <= today);
  const latestFee = reachedFees[reachedFees.length - 1];
  let nextGiven = false;
  return [...dated, ...undated].map((milestone) => {
    const daysFromToday = milestone.day === null ? null : calendarDaysBetween(today, milestone.day);
    let state: TimelineState;
    if (daysFromToday !== null && daysFromToday <= 0)
      state = milestone.happens
        ? 'done'
        : milestone.id === 'annual-fee' && milestone !== latestFee
          ? 'past'
          : 'now';
    else if (!nextGiven) {
      state = 'next';
      nextGiven = true;
    } else state = 'later';
    return {
      id: milestone.id,
      day: milestone.day,
      daysFromToday,
      state,
      ...(milestone.fee ? { fee: milestone.fee } : {}),
    };
  });
}
