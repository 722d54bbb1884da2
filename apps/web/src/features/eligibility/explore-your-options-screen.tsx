import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STRATEGIES } from '@camino/contracts';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { ChevronRightIcon } from '../../ui/icons';
import { PageIntro } from '../../ui/page-intro';
import { useEligibleStrategies } from './eligibility-session';

export default function ExploreYourOptionsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = usePageContent('strategies');
  const { strategies: fitting } = useEligibleStrategies();
  const name = (strategy: string) => content.text(`${strategy}.name`) || t(`strategies.${strategy}.name`);
  const summary = (strategy: string) =>
    content.text(`${strategy}.summary`) || t(`strategies.${strategy}.summary`);
  return (
    <article className="flex flex-col gap-6">
      <PageIntro
        title={content.text('overview.title') || t('routes.explore-your-options.heading')}
        intro={content.text('overview.intro') || t('routes.explore-your-options.intro')}
      />
      <ul className="flex flex-col gap-3">
        {STRATEGIES.map((strategy) => (
          <li key={strategy}>
            <Link
              to={localizeHref(`/explore-your-options/${strategy}`, locale)}
              className="flex items-center gap-3 rounded-xl border-2 border-line bg-white p-4 no-underline hover:border-brand-700"
            >
              <span className="flex-1">
                <span className="block text-lg font-bold text-brand-800">{name(strategy)}</span>
                {fitting.includes(strategy) && content.text('overview.eligibleBadge') ? (
                  <span className="my-1 inline-block rounded-full bg-success-700 px-2.5 py-0.5 text-sm font-semibold text-white">
                    {content.text('overview.eligibleBadge')}
                  </span>
                ) : null}
                <span className="block text-muted">{summary(strategy)}</span>
              </span>
              <ChevronRightIcon className="size-6 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
      {content.available ? (
        <div className="flex flex-col gap-2 text-sm text-muted">
          <p>{content.text('overview.notLegalAdvice')}</p>
          <p>{content.text('overview.talkToLawyer')}</p>
        </div>
      ) : null}
    </article>
  );
}
