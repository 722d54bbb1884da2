import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { caseSummaryQuery } from '../../lib/api/case-summary';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { StartApplicationSteps } from './start-application-steps';
import { startMyCase } from './api/start-case';
import { caseKeys } from '../../lib/api/case-keys';

export default function StartApplicationScreen() {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('workspace');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const summary = useQuery(caseSummaryQuery);
  const start = useMutation({
    mutationFn: () => startMyCase(summary.data?.id),
    onSuccess: async (started) => {
      queryClient.setQueryData(caseSummaryQuery.queryKey, started);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all, refetchType: 'none' });
      await navigate(localizeHref('/case-dashboard', locale));
    },
  });

  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.start-application.heading')} intro={t('routes.start-application.intro')} />
      <StartApplicationSteps />
      <p className="text-muted">{tw('start.saveAndReturn')}</p>
      {start.isError ? (
        <p role="alert" className="font-semibold text-error-700">
          {tw('start.error')}
        </p>
      ) : null}
      <Button
        size="large"
        fullWidth
        // Waits for the case id (the spec's `c`); if it cannot be read the server still finds the case.
        loading={start.isPending || summary.isPending}
        onClick={() => start.mutate()}
        data-testid="start-application"
      >
        {tw('start.button')}
      </Button>
    </article>
  );
}
