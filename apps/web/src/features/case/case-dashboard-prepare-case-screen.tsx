import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { missingItemsQuery } from '../../lib/api/missing-items';
import { buttonClasses } from '../../ui/button-styles';
import { MissingItemsList } from '../../ui/missing-items';
import { PageIntro } from '../../ui/page-intro';
import { dashboardQuery } from './api/dashboard';

/** Where the submit-for-preparation modal leads: what happens next, or what is still missing. */
export default function CaseDashboardPrepareCaseScreen() {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('workspace');
  const locale = useLocale();
  const dashboard = useQuery(dashboardQuery());
  const missing = useQuery(missingItemsQuery(locale));
  const ready = missing.data?.items.length === 0;
  const readySteps = tw('prepare.readySteps', { returnObjects: true }) as unknown;

  return (
    <article className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.case-dashboard-prepare-case.heading')}
        intro={t('routes.case-dashboard-prepare-case.intro')}
      />
      {dashboard.isPending || missing.isPending ? (
        <p role="status" className="text-muted">
          {tw('dashboard.loading')}
        </p>
      ) : dashboard.isError || missing.isError ? (
        <p role="alert" className="font-semibold text-error-700">
          {tw('submit.unavailableText')}
        </p>
      ) : ready ? (
        <section aria-labelledby="prepare-title" className="flex flex-col gap-3" data-testid="prepare-ready">
          <h2 id="prepare-title" className="text-xl font-bold">
            {tw('prepare.readyTitle')}
          </h2>
          <ol className="list-decimal pl-6">
            {(Array.isArray(readySteps) ? (readySteps as string[]) : []).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : (
        <section
          aria-labelledby="prepare-title"
          className="flex flex-col gap-3"
          data-testid="prepare-not-ready"
        >
          <h2 id="prepare-title" className="text-xl font-bold">
            {tw('prepare.notReadyTitle')}
          </h2>
          <p>{tw('submit.notReadyText')}</p>
          <MissingItemsList items={missing.data.items} />
        </section>
      )}
      <Link to={localizeHref('/case-dashboard', locale)} className={buttonClasses({ outline: true })}>
        {tw('prepare.back')}
      </Link>
    </article>
  );
}
