import type { FormFile } from '@camino/content';
import type { FormOffer, Strategy } from '@camino/contracts';
import { offeredAfterFor } from './form-templates';
import { addDaysToDay, calendarDayOf, isCalendarDay } from '@camino/contracts';
import type { FormValues } from './form-values';
import { readValue } from './form-values';

/** The questionnaire answered after the asylum application is filed, for the work permit (I-765). */
export const WORK_PERMIT_QUESTIONNAIRE = 'work_permit';

/**
 * The applicant's calendar day (ADR 0080). The forms screens do not send a time zone, so U.S. Eastern
 * time is used, as for deadlines: its day starts first among the mainland zones, and a form offered a
 * few hours early on the West Coast is still filed on or after the day USCIS counts.
 */
const APPLICANT_TIME_ZONE = 'America/New_York';

/** The fee on a day: the newest entry that applies from that day or earlier. */
function feeOn(form: FormFile, day: string, renewal: boolean): number | null {
  const fee = (form.fees ?? []).filter((entry) => entry.from <= day).at(-1);
  if (fee === undefined) return null;
  return renewal ? fee.renewal : fee.initial;
}

/** When a form offered some days after a recorded date may be filed, and its fee then; undefined for others. */
export function formOffer(
  form: FormFile,
  values: FormValues,
  now: Date,
  strategy: Strategy | null = null,
): FormOffer | undefined {
  const rule = strategy === null ? form.offered_after : offeredAfterFor(form, strategy);
  if (rule === undefined) return undefined;
  const questionnaire = rule.date.slice(0, rule.date.indexOf('.'));
  const recorded = readValue(values, rule.date);
  const today = calendarDayOf(now, APPLICANT_TIME_ZONE);
  const renewal = readValue(values, `${questionnaire}.request`) === 'renewal';
  if (recorded === undefined || !isCalendarDay(recorded))
    return {
      state: 'date-missing',
      from: null,
      days: rule.days,
      fee: feeOn(form, today, renewal),
      questionnaire,
    };
  const from = addDaysToDay(recorded, rule.days);
  const open = today >= from;
  return {
    state: open ? 'open' : 'waiting',
    from,
    days: rule.days,
    fee: feeOn(form, open ? today : from, renewal),
    questionnaire,
  };
}
