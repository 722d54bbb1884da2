import type { Dashboard } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { missingItemsQuery } from '../../lib/api/missing-items';
import { localizeHref, useLocale } from '../../lib/locale';
import { missingItemText } from '../../lib/missing-item-text';
import { buttonClasses } from '../../ui/button-styles';
import { isInputPhase, nextStep } from './next-step';

/** The one next thing to do, first on the dashboard and on every page whose moment has not come. */
export function NextStepCard({
  dashboard,
  headingLevel = 2,
}: {
  dashboard: Dashboard;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('workspace');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const missing = useQuery({ ...missingItemsQuery(locale), enabled: isInputPhase(dashboard) });
  const next = nextStep(dashboard, missing.data?.items);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // On the dashboard itself the action is the dashboard's own button, further down.
  const showLink = next.route !== null && next.route !== '/case-dashboard';
  const left = (missing.data?.items.length ?? 1) - 1;
  return (
    <section
      aria-labelledby="next-step-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-brand-700 bg-brand-50 p-5"
      data-testid="next-step"
      data-next={next.key}
    >
      <p className="text-sm font-semibold text-brand-800">{t('next.label')}</p>
      <Heading id="next-step-title" className="text-xl font-bold">
        {next.item ? missingItemText(common, next.item) : t(`next.${next.key}.title`)}
      </Heading>
      <p>{next.item ? t('next.missing.text', { count: left }) : t(`next.${next.key}.text`)}</p>
      {showLink ? (
        <Link
          to={localizeHref(next.route!, locale)}
          className={buttonClasses({ fullWidth: true })}
          data-testid="next-step-action"
        >
          {t(`next.${next.key}.action`)}
        </Link>
      ) : null}
    </section>
  );
}
