import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { CONTROL_CLASSES, FieldError, fieldDescribedBy } from '../../ui/field-message';

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

export const EMPTY_DATE: DateParts = { month: '', day: '', year: '' };

export function splitDay(value: string | null): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return EMPTY_DATE;
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** `YYYY-MM-DD`; a part left empty keeps the text an invalid date, which the schema reports. */
export function joinDay({ year, month, day }: DateParts): string {
  if (year === '' && month === '' && day === '') return '';
  return `${year.trim()}-${month.padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
}

/**
 * Date of birth as a named month, a day and a year: the order of U.S. forms, and no date picker that
 * opens on today and makes people scroll back decades on a phone.
 */
export function DateOfBirthField({
  value,
  onChange,
  error,
  locale,
}: {
  value: DateParts;
  onChange: (value: DateParts) => void;
  error?: string | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const monthName = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  const control = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, undefined, error),
  } as const;
  return (
    <fieldset className="flex flex-col gap-2" data-field="dateOfBirth">
      <legend className="mb-1 font-semibold">{t('form.dateOfBirth')}</legend>
      <div className="flex flex-wrap gap-3">
        <div className="flex min-w-40 flex-[2] flex-col gap-1">
          <label htmlFor={`${id}-month`} className="text-sm font-semibold">
            {t('form.month')}
          </label>
          <select
            id={`${id}-month`}
            className={CONTROL_CLASSES}
            value={value.month}
            onChange={(event) => onChange({ ...value, month: event.target.value })}
            autoComplete="bday-month"
            {...control}
          >
            <option value="">{t('form.chooseMonth')}</option>
            {Array.from({ length: 12 }, (_, index) => (
              <option key={index} value={String(index + 1)}>
                {monthName.format(new Date(Date.UTC(2000, index, 1)))}
              </option>
            ))}
          </select>
        </div>
        <div className="flex w-20 flex-col gap-1">
          <label htmlFor={`${id}-day`} className="text-sm font-semibold">
            {t('form.day')}
          </label>
          <input
            id={`${id}-day`}
            className={CONTROL_CLASSES}
            inputMode="numeric"
            maxLength={2}
            autoComplete="bday-day"
            value={value.day}
            onChange={(event) => onChange({ ...value, day: event.target.value.replace(/\D/g, '') })}
            {...control}
          />
        </div>
        <div className="flex w-28 flex-col gap-1">
          <label htmlFor={`${id}-year`} className="text-sm font-semibold">
            {t('form.year')}
          </label>
          <input
            id={`${id}-year`}
            className={CONTROL_CLASSES}
            inputMode="numeric"
            maxLength={4}
            autoComplete="bday-year"
            value={value.year}
            onChange={(event) => onChange({ ...value, year: event.target.value.replace(/\D/g, '') })}
            {...control}
          />
        </div>
      </div>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
