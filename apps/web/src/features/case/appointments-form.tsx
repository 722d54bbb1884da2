import { type AfterFilingRecord, appointmentsInputSchema } from '@camino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { afterFilingKey, saveAppointments } from './api/after-filing';

/** The days the biometrics and interview notices gave; an empty field means no notice yet. */
export function AppointmentsForm({ record }: { record: AfterFilingRecord }) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [biometricsDate, setBiometrics] = useState(record.biometricsDate ?? '');
  const [interviewDate, setInterview] = useState(record.interviewDate ?? '');
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { biometricsDate: biometricsDate || null, interviewDate: interviewDate || null };
    if (!appointmentsInputSchema.safeParse(body).success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      queryClient.setQueryData(afterFilingKey(locale), await saveAppointments(locale, body));
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-xl border border-line p-4"
      aria-labelledby="appointments-title"
      data-testid="appointments-form"
    >
      <h2 id="appointments-title" className="text-xl font-bold">
        {t('afterFiling.appointments.title')}
      </h2>
      <p>{t('afterFiling.appointments.intro')}</p>
      <TextField
        label={t('afterFiling.appointments.biometrics')}
        type="date"
        name="biometricsDate"
        value={biometricsDate}
        onChange={(event) => setBiometrics(event.target.value)}
        error={invalid && biometricsDate ? t('afterFiling.errors.dateInvalid') : undefined}
      />
      <TextField
        label={t('afterFiling.appointments.interview')}
        type="date"
        name="interviewDate"
        value={interviewDate}
        onChange={(event) => setInterview(event.target.value)}
        error={invalid && interviewDate ? t('afterFiling.errors.dateInvalid') : undefined}
      />
      {status === 'saved' ? <p role="status">{t('afterFiling.appointments.saved')}</p> : null}
      {status === 'failed' ? (
        <p role="alert" className="font-semibold text-error-700">
          {t('afterFiling.saveFailed')}
        </p>
      ) : null}
      <Button type="submit" outline loading={busy}>
        {t('afterFiling.appointments.save')}
      </Button>
    </form>
  );
}
