import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDay } from './format-calendar-day';

const zone = process.env.TZ;

describe('formatCalendarDay', () => {
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('prints the day in the reader’s language', () => {
    expect(formatCalendarDay('2026-12-21', 'en')).toBe('December 21, 2026');
    expect(formatCalendarDay('2026-12-21', 'es')).toBe('21 de diciembre de 2026');
  });

  it.each(['America/Los_Angeles', 'Pacific/Honolulu', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'prints the same day in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      expect(formatCalendarDay('2026-03-01', 'en')).toBe('March 1, 2026');
      expect(formatCalendarDay('2027-01-01', 'es')).toBe('1 de enero de 2027');
    },
  );

  it('takes other styles and refuses what is not a day', () => {
    expect(formatCalendarDay('2026-03-01', 'en', { month: 'short', day: 'numeric' })).toBe('Mar 1');
    expect(formatCalendarDay('not a day', 'en')).toBe('');
  });
});
