import { useId, useState } from 'react';
import { type DateParts, joinIsoDate, joinIsoMonth, splitIsoDate } from './date-parts';
import { CONTROL_CLASSES, FieldError, fieldDescribedBy } from './field-message';

/** The texts of a date-parts control, in the page's language. */
export interface DatePartsTexts {
  month: string;
  day: string;
  year: string;
  /** The month select's empty first option. */
  chooseMonth: string;
  yearPlaceholder?: string | undefined;
}

export interface DatePartsInputsProps {
  /** The day and year inputs are `${id}-day` and `${id}-year`. */
  id: string;
  /** The month select's id; `${id}-month` unless given. */
  monthId?: string | undefined;
  value: DateParts;
  onChange: (value: DateParts) => void;
  texts: DatePartsTexts;
  /** The Intl locale tag the month names are written in (`'en'`, `'es-US'`). */
  locale: string;
  invalid: boolean;
  describedBy: string | undefined;
  /** `'bday'` lets the browser fill a birthday (`bday-month`, `bday-day`, `bday-year`). */
  autoComplete?: 'off' | 'bday' | undefined;
  /** Month and year only, for a form that asks MM/YYYY. */
  monthOnly?: boolean | undefined;
}

/**
 * A date as month (a select of named months), day and year (numeric keypads), for use inside a
 * fieldset that names it. Chosen over the native date picker because most dates asked are dates of
 * birth: a phone's picker opens on today and makes people scroll back decades, and its display order
 * differs by device locale. Month / day / year is the order of U.S. forms and of English; Spanish
 * reads day / month / year. A named month cannot be misread; the value is always the same ISO date.
 * Only digits are kept in the day and the year.
 */
export function DatePartsInputs({
  id,
  monthId = `${id}-month`,
  value,
  onChange,
  texts,
  locale,
  invalid,
  describedBy,
  autoComplete = 'off',
  monthOnly = false,
}: DatePartsInputsProps) {
  const birthday = autoComplete === 'bday';
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const control = {
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const monthPart = (
    <div className="flex min-w-40 flex-[2] flex-col gap-1">
      <label htmlFor={monthId} className="text-sm font-semibold">
        {texts.month}
      </label>
      <select
        id={monthId}
        className={CONTROL_CLASSES}
        value={value.month}
        onChange={(event) => onChange({ ...value, month: event.target.value })}
        autoComplete={birthday ? 'bday-month' : undefined}
        {...control}
      >
        <option value="">{texts.chooseMonth}</option>
        {Array.from({ length: 12 }, (_, index) => (
          <option key={index} value={String(index + 1)}>
            {monthName.format(new Date(Date.UTC(2000, index, 1)))}
          </option>
        ))}
      </select>
    </div>
  );
  const dayPart = (
    <div className="flex w-20 flex-col gap-1">
      <label htmlFor={`${id}-day`} className="text-sm font-semibold">
        {texts.day}
      </label>
      <input
        id={`${id}-day`}
        className={CONTROL_CLASSES}
        inputMode="numeric"
        autoComplete={birthday ? 'bday-day' : 'off'}
        maxLength={2}
        value={value.day}
        onChange={(event) => onChange({ ...value, day: event.target.value.replace(/\D/g, '') })}
        {...control}
      />
    </div>
  );
  const yearPart = (
    <div className="flex w-28 flex-col gap-1">
      <label htmlFor={`${id}-year`} className="text-sm font-semibold">
        {texts.year}
      </label>
      <input
        id={`${id}-year`}
        className={CONTROL_CLASSES}
        inputMode="numeric"
        autoComplete={birthday ? 'bday-year' : 'off'}
        maxLength={4}
        placeholder={texts.yearPlaceholder}
        value={value.year}
        onChange={(event) => onChange({ ...value, year: event.target.value.replace(/\D/g, '') })}
        {...control}
      />
    </div>
  );
  // Spanish reads day, month, year (15 de marzo de 1990); English keeps the U.S. forms' order.
  const dayFirst = locale.toLowerCase().startsWith('es');
  if (monthOnly)
    return (
      <div className="flex flex-wrap gap-3">
        {monthPart}
        {yearPart}
      </div>
    );
  return (
    <div className="flex flex-wrap gap-3">
      {dayFirst ? dayPart : monthPart}
      {dayFirst ? monthPart : dayPart}
      {yearPart}
    </div>
  );
}

export interface DatePartsFieldProps extends Omit<
  DatePartsInputsProps,
  'id' | 'monthId' | 'invalid' | 'describedBy'
> {
  legend: string;
  /** Marks the fieldset (`data-field`) for focusing the first problem. */
  dataField?: string | undefined;
  error?: string | undefined;
}

/** A labelled date-parts field: a fieldset whose legend names the date, its error tied to every part. */
export function DatePartsField({ legend, dataField, error, ...inputs }: DatePartsFieldProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" data-field={dataField}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      <DatePartsInputs
        {...inputs}
        id={id}
        invalid={Boolean(error)}
        describedBy={fieldDescribedBy(id, undefined, error)}
      />
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}

/**
 * Parts state for a field whose value is ISO text: the parts are kept as typed, so a half-typed date
 * (not a valid ISO date, which would not round-trip) is never lost, and every change reports the
 * joined text. The value is read once, when the field mounts.
 */
export function useIsoDateParts(
  value: string,
  onChange: (value: string) => void,
  monthOnly = false,
): [DateParts, (parts: DateParts) => void] {
  const [parts, setParts] = useState(() => splitIsoDate(value));
  const update = (next: DateParts) => {
    setParts(next);
    onChange(monthOnly ? joinIsoMonth(next) : joinIsoDate(next));
  };
  return [parts, update];
}
