import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { DatePartsInputs, useIsoDateParts } from '../../ui/date-parts-field';

/**
 * A DATEPICKER question's month, day and year, inside the question's fieldset. The month select
 * takes the question's own id (`q-<question>-<loop>`), where focus goes when the answer is blocked;
 * the day and year are `<id>-day` and `<id>-year`. The value is the ISO text the engine checks.
 */
export function DateField({
  id,
  value,
  onChange,
  lang,
  invalid,
  describedBy,
  monthOnly = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  lang: Locale;
  invalid: boolean;
  describedBy: string | undefined;
  /** The form asks month and year only (MM/YYYY): no day is asked. */
  monthOnly?: boolean;
}) {
  const { t } = useTranslation('questionnaire');
  const [parts, setParts] = useIsoDateParts(value, onChange, monthOnly);
  return (
    <DatePartsInputs
      id={id}
      monthId={id}
      value={parts}
      onChange={setParts}
      locale={lang}
      invalid={invalid}
      describedBy={describedBy}
      monthOnly={monthOnly}
      texts={{
        month: t('date.month'),
        day: t('date.day'),
        year: t('date.year'),
        chooseMonth: t('date.chooseMonth'),
        yearPlaceholder: t('date.yearPlaceholder'),
      }}
    />
  );
}
