/**
 * The case's days as an iCalendar file (RFC 5545) the applicant may import into a calendar. A calendar
 * is often shared or synced: the events say only "Appointment" or "Camino reminder", never what the
 * day is about, and the file is named as any calendar export.
 */
import { addDaysToDay, type Locale, type TimelineItem } from '@camino/contracts';

export const CALENDAR_FILE_NAME = 'calendar.ics';

const SUMMARIES: Record<Locale, { appointment: string; reminder: string }> = {
  en: { appointment: 'Appointment', reminder: 'Camino reminder' },
  es: { appointment: 'Cita', reminder: 'Recordatorio de Camino' },
};

const APPOINTMENTS = new Set<TimelineItem['id']>(['biometrics', 'interview']);

const compact = (day: string) => day.replaceAll('-', '');

/** The event's id names neither the case type nor what the day is about: only its place in this list. */
const EVENT_CODES: readonly TimelineItem['id'][] = [
  'receipt',
  'biometrics',
  'work-permit-file',
  'work-permit-grant',
  'annual-fee',
  'interview',
  'decision',
];

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** All-day events for the dated items still to come (and today's), one per item. */
export function calendarFile(
  caseId: string,
  timeline: readonly TimelineItem[],
  locale: Locale,
  now: Date,
): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Camino//Calendar//EN', 'CALSCALE:GREGORIAN'];
  for (const item of timeline) {
    if (item.day === null || item.daysFromToday === null || item.daysFromToday < 0) continue;
    // An all-day event ends (exclusively) on the next day.
    const next = compact(addDaysToDay(item.day, 1));
    lines.push(
      'BEGIN:VEVENT',
      `UID:${caseId}-${EVENT_CODES.indexOf(item.id)}-${compact(item.day)}@camino`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compact(item.day)}`,
      `DTEND;VALUE=DATE:${next}`,
      `SUMMARY:${APPOINTMENTS.has(item.id) ? SUMMARIES[locale].appointment : SUMMARIES[locale].reminder}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
