import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { confirmSubmission } from './api/confirm-submission';
import { CaseMomentGate } from './case-moment-gate';
import { caseKeys } from '../../lib/api/case-keys';

/** /submit-your-case: where and how to send the package (the instructions its route hands in), then saying it was sent. */
export default function SubmitYourCaseScreen({ instructions }: { instructions: ReactNode }) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('review');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirmSubmission();
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
      await navigate(localizeHref('/congratulations', locale));
    } catch {
      setError(tr('submit.sentFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <CaseMomentGate page="submit-your-case" moment="download">
      <article className="flex flex-col gap-6">
        <PageIntro title={t('routes.submit-your-case.heading')} intro={t('routes.submit-your-case.intro')} />
        {instructions}
        {error ? (
          <p role="alert" className="font-semibold text-error-700">
            {error}
          </p>
        ) : null}
        <Button onClick={() => void sent()} loading={busy} data-testid="package-sent">
          {tr('submit.sent')}
        </Button>
      </article>
    </CaseMomentGate>
  );
}
