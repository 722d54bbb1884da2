/**
 * The filing deadline shown on the case card, computed from dates the applicant gave. Every date is a
 * calendar day; `date` is the last day on which filing is still on time, so `daysLeft` is 0 on that day
 * and negative after it. When two readings of the law are possible the earlier date is used: showing a
 * deadline too early costs a few days, showing it too late can cost the case.
 */
import { z } from 'zod';
import type { Strategy } from '../constants';
import { LEGAL_FACTS } from '../constants';
import type { CalendarDay } from './calendar-date';
import {
  addDaysToDay,
  addYearsToDay,
  calendarDaysBetween,
  calendarDaySchema,
  isCalendarDay,
} from './calendar-date';
import type { DeadlineExplanationKey } from './deadline-messages';
import { DEADLINE_MESSAGES } from './deadline-messages';

/** From this many days left (inclusive) the deadline is shown as near. */
export const DEADLINE_NEAR_DAYS = 90;

/** A VAWA child may file until 21, or until 25 when the abuse was a central reason for the delay. */
export const VAWA_CHILD_AGE_LIMIT_YEARS = 21;
export const VAWA_CHILD_DELAYED_AGE_LIMIT_YEARS = 25;
/** The divorce, death and loss-of-status windows of VAWA are all two years and never extended. */
export const VAWA_WINDOW_YEARS = LEGAL_FACTS.vawaDivorceFilingWindowYears;

export const DEADLINE_STATUSES = ['ok', 'near', 'passed', 'unknown', 'none'] as const;
/** `none`: the case type has no filing deadline; `unknown`: a date it needs is missing or wrong. */
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

export const DEADLINE_KINDS = [
  'asylum-one-year',
  'vawa-divorce',
  'vawa-abuser-death',
  'vawa-abuser-status-loss',
  'vawa-child-age-21',
  'vawa-child-age-25',
  'none',
] as const;
/** Which rule produced the date. */
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

const optionalDay = calendarDaySchema('datesInvalid').optional();

/** The dates and answers a deadline depends on; every field is optional, a missing one gives `unknown`. */
export const deadlineFactsSchema = z.object({
  /** Asylum: the applicant's last arrival in the U.S. */
  lastArrivalDate: optionalDay,
  /** VAWA spouse: true while still married to the abuser. */
  stillMarried: z.boolean().optional(),
  /** VAWA spouse: the divorce from the abuser. */
  divorceDate: optionalDay,
  /** VAWA spouse: the death of the U.S. citizen abuser. */
  abuserDeathDate: optionalDay,
  /** VAWA spouse or child: the abuser's loss of citizenship or permanent residence. */
  abuserStatusLossDate: optionalDay,
  /** VAWA child: the applicant's date of birth. */
  dateOfBirth: optionalDay,
  /** VAWA child: the abuse was at least one central reason for filing after 21. */
  abuseCausedDelay: z.boolean().optional(),
});
export type DeadlineFacts = z.infer<typeof deadlineFactsSchema>;

export interface DeadlineInput {
  readonly strategy: Strategy;
  readonly facts: DeadlineFacts;
  /** The applicant's own calendar day (see `calendarDayOf`), so days left match the day they live in. */
  readonly today: CalendarDay;
}

/** The deadline as the case card receives it. */
export const deadlineSchema = z.object({
  /** The last calendar day on which filing is on time, or null when there is none or it is unknown. */
  date: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  kind: z.enum(DEADLINE_KINDS),
  status: z.enum(DEADLINE_STATUSES),
  explanationKey: z.enum(
    Object.keys(DEADLINE_MESSAGES) as [DeadlineExplanationKey, ...DeadlineExplanationKey[]],
  ),
});
export type Deadline = z.infer<typeof deadlineSchema>;

interface Candidate {
  readonly kind: DeadlineKind;
  readonly date: CalendarDay;
}

function withoutDate(status: 'unknown' | 'none', explanationKey: DeadlineExplanationKey): Deadline {
  return { date: null, daysLeft: null, kind: 'none', status, explanationKey };
}

function statusOf(daysLeft: number): 'ok' | 'near' | 'passed' {
  if (daysLeft < 0) return 'passed';
  return daysLeft <= DEADLINE_NEAR_DAYS ? 'near' : 'ok';
}

/** The earliest candidate; ties keep the first listed. */
function earliest(candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const candidate of candidates) if (best === null || candidate.date < best.date) best = candidate;
  return best;
}

function dated(
  candidate: Candidate,
  today: CalendarDay,
  keys: Record<'ok' | 'near' | 'passed', DeadlineExplanationKey>,
): Deadline {
  const daysLeft = calendarDaysBetween(today, candidate.date);
  const status = statusOf(daysLeft);
  return { date: candidate.date, daysLeft, kind: candidate.kind, status, explanationKey: keys[status] };
}

/** Windows of N years from an event: filing on the anniversary is still on time. */
const windowEnd = (event: CalendarDay, years: number): CalendarDay => addYearsToDay(event, years);

/** "Before turning N": the last day on time is the day before the Nth birthday. */
const beforeBirthday = (birth: CalendarDay, years: number): CalendarDay =>
  addDaysToDay(addYearsToDay(birth, years), -1);

function asylumDeadline(facts: DeadlineFacts, today: CalendarDay): Deadline {
  if (facts.lastArrivalDate === undefined) return withoutDate('unknown', 'asylumUnknown');
  const date = windowEnd(facts.lastArrivalDate, LEGAL_FACTS.asylumFilingYearsAfterArrival);
  return dated({ kind: 'asylum-one-year', date }, today, {
    ok: 'asylumOk',
    near: 'asylumNear',
    passed: 'asylumPassed',
  });
}

function vawaSpouseDeadline(facts: DeadlineFacts, today: CalendarDay): Deadline {
  const candidates: Candidate[] = [];
  if (facts.divorceDate !== undefined)
    candidates.push({ kind: 'vawa-divorce', date: windowEnd(facts.divorceDate, VAWA_WINDOW_YEARS) });
  if (facts.abuserDeathDate !== undefined)
    candidates.push({ kind: 'vawa-abuser-death', date: windowEnd(facts.abuserDeathDate, VAWA_WINDOW_YEARS) });
  if (facts.abuserStatusLossDate !== undefined)
    candidates.push({
      kind: 'vawa-abuser-status-loss',
      date: windowEnd(facts.abuserStatusLossDate, VAWA_WINDOW_YEARS),
    });
  const first = earliest(candidates);
  if (first !== null)
    return dated(first, today, { ok: 'vawaSpouseOk', near: 'vawaSpouseNear', passed: 'vawaSpousePassed' });
  return facts.stillMarried === true
    ? withoutDate('none', 'vawaSpouseNone')
    : withoutDate('unknown', 'vawaSpouseUnknown');
}

function vawaChildDeadline(facts: DeadlineFacts, today: CalendarDay): Deadline {
  if (facts.dateOfBirth === undefined) return withoutDate('unknown', 'vawaChildUnknown');
  // Without a clear "yes", the delay exception is not assumed: the earlier date is shown.
  const delayed = facts.abuseCausedDelay === true;
  const age: Candidate = delayed
    ? {
        kind: 'vawa-child-age-25',
        date: beforeBirthday(facts.dateOfBirth, VAWA_CHILD_DELAYED_AGE_LIMIT_YEARS),
      }
    : { kind: 'vawa-child-age-21', date: beforeBirthday(facts.dateOfBirth, VAWA_CHILD_AGE_LIMIT_YEARS) };
  const candidates: Candidate[] = [age];
  if (facts.abuserStatusLossDate !== undefined)
    candidates.push({
      kind: 'vawa-abuser-status-loss',
      date: windowEnd(facts.abuserStatusLossDate, VAWA_WINDOW_YEARS),
    });
  const first = earliest(candidates) ?? age;
  const okKey: DeadlineExplanationKey =
    first.kind === 'vawa-abuser-status-loss'
      ? 'vawaChildStatusLossOk'
      : delayed
        ? 'vawaChildDelayOk'
        : 'vawaChildOk';
  // Past 21 without the delay exception, the 25 route may still be open: say so.
  const passedKey: DeadlineExplanationKey =
    first.kind === 'vawa-child-age-21' ? 'vawaChildPassed' : 'vawaChildPassedFinal';
  return dated(first, today, { ok: okKey, near: 'vawaChildNear', passed: passedKey });
}

const EVENT_DATES = [
  'lastArrivalDate',
  'divorceDate',
  'abuserDeathDate',
  'abuserStatusLossDate',
  'dateOfBirth',
] as const;

/** The filing deadline of a case: its last on-time day, days left, status and what to tell the applicant. */
export function computeDeadline({ strategy, facts, today }: DeadlineInput): Deadline {
  if (!isCalendarDay(today)) throw new RangeError(`Not a calendar date: ${today}`);
  if (strategy === 'tvisa') return withoutDate('none', 'tVisaNone');
  // A past event cannot be in the future, and a date that is not a real day gives no deadline at all.
  for (const field of EVENT_DATES) {
    const value = facts[field];
    if (value !== undefined && (!isCalendarDay(value) || value > today))
      return withoutDate('unknown', 'datesInvalid');
  }
  switch (strategy) {
    case 'asylum':
      return asylumDeadline(facts, today);
    case 'vawasp':
      return vawaSpouseDeadline(facts, today);
    case 'vawach':
      return vawaChildDeadline(facts, today);
  }
}
