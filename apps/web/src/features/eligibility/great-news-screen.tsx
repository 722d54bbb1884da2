import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { buttonClasses } from '../../ui/button-styles';
import { ChevronRightIcon } from '../../ui/icons';
import { PageIntro } from '../../ui/page-intro';
import { useEligibleStrategies } from './eligibility-session';
import { StrategyLinks } from './strategy-links';

export default function GreatNewsScreen({ mailingAddressStep }: { mailingAddressStep: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = usePageContent('eligibility');
  const legal = usePageContent('legal');
  const { strategies, loading } = useEligibleStrategies();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.great-news.heading')} intro={t('routes.great-news.intro')} />
      <p>{content.text('greatNews.kind')}</p>
      {loading ? (
        <p role="status" className="text-muted">
          {t('common.loading')}
        </p>
      ) : strategies.length > 0 ? (
        <section className="flex flex-col gap-3" aria-labelledby="great-news-fits">
          <h2 id="great-news-fits" className="text-xl font-bold">
            {content.text('greatNews.fits')}
          </h2>
          <StrategyLinks strategies={strategies} />
        </section>
      ) : (
        <p>{content.text('greatNews.noOptions')}</p>
      )}
      {mailingAddressStep}
      <p>{content.text('greatNews.next')}</p>
      <p className="rounded-lg border-2 border-line bg-white p-4 text-sm text-muted">{legal.text('short')}</p>
      <div className="flex flex-col gap-3">
        <Link
          to={localizeHref('/eligibility-confirmation', locale)}
          className={buttonClasses({ size: 'large', fullWidth: true })}
          data-testid="great-news-continue"
        >
          {content.text('greatNews.continue')}
        </Link>
        <Link
          to={localizeHref('/explore-your-options', locale)}
          className={buttonClasses({ size: 'large', fullWidth: true, outline: true })}
        >
          {content.text('greatNews.explore')}
          <ChevronRightIcon className="size-5" />
        </Link>
      </div>
    </article>
  );
}
