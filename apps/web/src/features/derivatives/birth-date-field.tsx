import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { DatePartsField, useIsoDateParts } from '../../ui/date-parts-field';

/**
 * A family member's date of birth as month (named), day and year, like the questionnaire's date
 * question. The parts are kept as typed, so a half-typed date is never lost.
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
  const [parts, setParts] = useIsoDateParts(value, onChange);
  return (
    <DatePartsField
      legend={t('form.dateOfBirth')}
      dataField="dateOfBirth"
      value={parts}
      onChange={setParts}
      error={error}
      locale={locale === 'es' ? 'es-US' : 'en-US'}
      texts={{
        month: t('form.month'),
        day: t('form.day'),
        year: t('form.year'),
        chooseMonth: t('form.chooseMonth'),
        yearPlaceholder: t('form.yearPlaceholder'),
      }}
    />
  );
}
