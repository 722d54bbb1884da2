import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { DatePartsField } from '../../ui/date-parts-field';
import type { DateParts } from '../../ui/date-parts';

/**
 * Date of birth as a named month, a day and a year, held by the form as its three parts; the
 * browser may fill it from a saved birthday.
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
  return (
    <DatePartsField
      legend={t('form.dateOfBirth')}
      dataField="dateOfBirth"
      value={value}
      onChange={onChange}
      error={error}
      locale={locale === 'es' ? 'es-US' : 'en-US'}
      autoComplete="bday"
      texts={{
        month: t('form.month'),
        day: t('form.day'),
        year: t('form.year'),
        chooseMonth: t('form.chooseMonth'),
      }}
    />
  );
}
