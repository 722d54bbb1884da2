import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field';
import { useUsStates } from '../../lib/api/us-states';

/** The applicant's U.S. state or territory, for the sales tax on the service (the server's list). */
export function StateSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (state: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('payment');
  const states = useUsStates();
  return (
    <SelectField
      label={t('state.label')}
      hint={states.isError ? t('state.loadFailed') : t('state.hint')}
      name="state"
      autoComplete="address-level1"
      placeholder={states.isPending ? t('state.loading') : t('state.placeholder')}
      options={states.data ?? (value ? [{ value, label: value }] : [])}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
