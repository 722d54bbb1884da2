import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { CONTROL_CLASSES, FieldError, fieldDescribedBy } from '../../ui/field-message';

interface DateParts {
  month: string;
  day: string;
  year: string;
}

function splitDate(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { year: '', month: '', day: '' };
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

// A part left empty keeps the text an invalid date, which the schema reports.
function joinDate({ year, month, day }: DateParts): string {
  if (year === '' && month === '' && day === '') return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * Date of birth as month (named), day and year, like the questionnaire's date question: a phone's
 * date picker opens on today and makes people scroll back decades, and month/day/year is the order
 * of U.S. forms. The parts are kept as typed, so a half-typed date is never lost.
 */
export function BirthDateField({
  value,
  onChange,
  error,
  locale,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation('family');
  const id = useId();
  const [parts, setParts] = useState(() => splitDate(value));
  const update = (next: Partial<DateParts>) => {
    const merged = { ...parts, ...next };
    setParts(merged);
    onChange(joinDate(merged));
  };
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
            value={parts.month}
            onChange={(event) => update({ month: event.target.value })}
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
            autoComplete="off"
            maxLength={2}
            value={parts.day}
            onChange={(event) => update({ day: event.target.value.replace(/\D/g, '') })}
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
            autoComplete="off"
            maxLength={4}
            placeholder={t('form.yearPlaceholder')}
            value={parts.year}
            onChange={(event) => update({ year: event.target.value.replace(/\D/g, '') })}
            {...control}
          />
        </div>
      </div>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
