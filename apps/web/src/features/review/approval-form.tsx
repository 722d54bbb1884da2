import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { approveCase } from './api/review-state';
import { caseKeys } from '../../lib/api/case-keys';
import { reviewKeys } from '../../lib/api/review-keys';
import { screeningCheckQuery } from '../../lib/api/screening-check';
import { ApiError } from '../../lib/api-client';

/**
 * Final approval: both confirmations of the spec, and a plain word that approval is final. It waits
 * while an answer given since the eligibility check means the case needs a lawyer first.
 */
export function ApprovalForm() {
  const { t } = useTranslation('review');
  const queryClient = useQueryClient();
  const screening = useQuery(screeningCheckQuery());
  const blocked = screening.data?.needsLawyer === true;
  const [accurate, setAccurate] = useState(false);
  const [noLegalAdvice, setNoLegalAdvice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!accurate || !noLegalAdvice) {
      setError(t('approve.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await approveCase();
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    } catch (caught) {
      const changed = caught instanceof ApiError && caught.reason === 'review.screeningChanged';
      if (changed) await queryClient.invalidateQueries({ queryKey: caseKeys.screeningCheck() });
      setError(changed ? t('approve.screeningChanged') : t('approve.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby="approve-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-brand-700 p-5"
      data-testid="approval"
    >
      <h2 id="approve-title" className="text-xl font-bold">
        {t('approve.title')}
      </h2>
      <Checkbox
        label={t('approve.accurate')}
        checked={accurate}
        onChange={(event) => setAccurate(event.target.checked)}
        data-testid="approve-accurate"
      />
      <Checkbox
        label={t('approve.noLegalAdvice')}
        checked={noLegalAdvice}
        onChange={(event) => setNoLegalAdvice(event.target.checked)}
        data-testid="approve-no-legal-advice"
      />
      <p className="font-semibold">{t('approve.final')}</p>
      {blocked ? (
        <p className="font-semibold text-error-700" data-testid="approve-blocked">
          {t('approve.screeningChanged')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="font-semibold text-error-700">
          {error}
        </p>
      ) : null}
      <Button onClick={() => void submit()} disabled={busy || blocked} data-testid="approve-button">
        {t('approve.button')}
      </Button>
    </section>
  );
}
