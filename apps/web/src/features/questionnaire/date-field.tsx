import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { CONTROL_CLASSES } from '../../ui/field-message';

/** Splits a stored ISO date (yyyy-mm-dd) into its parts; anything else starts empty. */
export function splitIsoDate(value: string): { year: string; month: string; day: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { year: '', month: '', day: '' };
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** Joins the parts into the ISO text the engine checks; a part left empty keeps the date invalid. */
export function joinIsoDate(parts: { year: string; month: string; day: string }): string {
  const { year, month, day } = parts;
  if (year.trim() === '' && month === '' && day.trim() === '') return '';
  return `${year.trim()}-${month.padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
}

/**
 * A date as month (a select of named months), day and year (numeric keypads). Chosen over the
 * native date picker because most dates asked here are dates of birth: a phone's picker opens on
 * today and makes the applicant scroll back decades, and its display order differs by device
 * locale. Month / day / year is the order of U.S. forms, and a named month cannot be misread.
 */
export function DateField({
  id,
  value,
  onChange,
  lang,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  lang: Locale;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation('questionnaire');
  // Parts are kept while typing: a half-typed date is not a valid ISO date and would not round-trip.
  const [parts, setParts] = useState(() => splitIsoDate(value));
  const update = (next: Partial<typeof parts>) => {
    const merged = { ...parts, ...next };
    setParts(merged);
    onChange(joinIsoDate(merged));
  };
  const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: monthName.format(new Date(Date.UTC(2000, index, 1))),
  }));
  const common = {
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="flex flex-wrap gap-3">
      <div className="flex min-w-40 flex-[2] flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('date.month')}
        </label>
        <select
          id={id}
          className={CONTROL_CLASSES}
          value={parts.month}
          onChange={(event) => update({ month: event.target.value })}
          {...common}
        >
          <option value="">{t('date.chooseMonth')}</option>
          {months.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex w-20 flex-col gap-1">
        <label htmlFor={`${id}-day`} className="text-sm font-semibold">
          {t('date.day')}
        </label>
        <input
          id={`${id}-day`}
          className={CONTROL_CLASSES}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={parts.day}
          onChange={(event) => update({ day: event.target.value.replace(/\D/g, '') })}
          {...common}
        />
      </div>
      <div className="flex w-28 flex-col gap-1">
        <label htmlFor={`${id}-year`} className="text-sm font-semibold">
          {t('date.year')}
        </label>
        <input
          id={`${id}-year`}
          className={CONTROL_CLASSES}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={t('date.yearPlaceholder')}
          value={parts.year}
          onChange={(event) => update({ year: event.target.value.replace(/\D/g, '') })}
          {...common}
        />
      </div>
    </div>
  );
}
