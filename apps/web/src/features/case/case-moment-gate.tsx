import { hasReachedStep, type CaseStep } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { NextStepCard } from './next-step-card';
import { dashboardQuery } from './api/dashboard';

export type CaseMomentPage = 'download-case' | 'congratulations' | 'submit-your-case' | 'final-instructions';

/**
 * Shows a page only once the case has reached its moment. Before that the page says so, where the
 * applicant is and the next thing to do: it never claims what has not happened.
 */
export function CaseMomentGate({
  page,
  moment,
  children,
}: {
  page: CaseMomentPage;
  moment: CaseStep;
  children: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const dashboard = useQuery(dashboardQuery());
  if (dashboard.isPending) {
    return (
      <p role="status" className="text-muted">
        {t('dashboard.loading')}
      </p>
    );
  }
  if (dashboard.isError) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="font-semibold text-error-700">
          {t('dashboard.error')}
        </p>
        <Button outline onClick={() => void dashboard.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </div>
    );
  }
  if (hasReachedStep(dashboard.data.progress.step, moment)) return <>{children}</>;
  return (
    <article className="flex flex-col gap-6" data-testid="not-yet" data-page={page}>
      <PageIntro title={t(`notYet.${page}.title`)} intro={t(`notYet.${page}.text`)} />
      <p data-testid="where-you-are">
        <span className="font-semibold">{t('notYet.whereLabel')}</span>{' '}
        {t(`where.${dashboard.data.progress.step}`)}
      </p>
      <NextStepCard dashboard={dashboard.data} />
      <Link to={localizeHref('/case-dashboard', locale)} className={buttonClasses({ outline: true })}>
        {t('notYet.dashboard')}
      </Link>
    </article>
  );
}
