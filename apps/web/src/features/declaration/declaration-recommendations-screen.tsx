import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { NextMissing } from './next-missing';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { declarationKeys } from './api/declaration-keys';
import { getRecommendations, type Recommendation } from './api/recommendations';
import { DeclarationStatus } from './declaration-status';

function RecommendationItem({ item }: { item: Recommendation }) {
  const { t } = useTranslation('declaration');
  const locale = useLocale();
  const { kind, sectionTitle, ...values } = item;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-line p-3"
      data-testid={`recommendation-${kind}`}
    >
      {item.paragraph !== undefined ? (
        <p className="text-sm text-muted">
          {sectionTitle} · {t('recommendations.paragraph', { number: item.paragraph })}
        </p>
      ) : null}
      <p>
        {t(`recommendations.${kind}`, {
          ...values,
          section: sectionTitle,
          interpolation: { escapeValue: false },
        })}
      </p>
      <Link
        to={localizeHref(`/declaration-sections?section=${item.section}`, locale)}
        className="self-start text-brand-800 underline"
      >
        {t(kind === 'advice' ? 'recommendations.open' : 'recommendations.fix', { section: sectionTitle })}
      </Link>
    </li>
  );
}

/** What to improve, computed from the story and the forms, each linking to the part where it is fixed. */
export default function DeclarationRecommendationsScreen() {
  const { t } = useTranslation();
  const d = useTranslation('declaration').t;
  const locale = useLocale();
  const query = useQuery({
    queryKey: declarationKeys.recommendations(locale),
    queryFn: ({ signal }) => getRecommendations(locale, signal),
    staleTime: 0,
  });
  const all = query.data?.recommendations ?? [];
  const story = all.filter((item) => item.kind !== 'advice');
  const advice = all.filter((item) => item.kind === 'advice');
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.declaration-recommendations.heading')}
        intro={t('routes.declaration-recommendations.intro')}
      />
      <DeclarationStatus query={query} />
      {query.data ? (
        <>
          <section aria-labelledby="story-recommendations" className="flex flex-col gap-3">
            <h2 id="story-recommendations" className="text-xl font-semibold">
              {d('recommendations.aboutStory')}
            </h2>
            {story.length === 0 ? <p>{d('recommendations.none')}</p> : null}
            <ul className="flex flex-col gap-3">
              {story.map((item, index) => (
                <RecommendationItem key={`${item.kind}-${item.section}-${index}`} item={item} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="standing-advice" className="flex flex-col gap-3">
            <h2 id="standing-advice" className="text-xl font-semibold">
              {d('recommendations.standing')}
            </h2>
            <ul className="flex flex-col gap-3">
              {advice.map((item, index) => (
                <RecommendationItem key={`advice-${index}`} item={item} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
      <NextMissing />
      <nav className="flex flex-col gap-3">
        <Link to={localizeHref('/declaration', locale)} className={buttonClasses({})}>
          {d('landing.document')}
        </Link>
        <Link to={localizeHref('/declaration-landing', locale)} className={buttonClasses({ outline: true })}>
          {d('sections.overview')}
        </Link>
      </nav>
    </div>
  );
}
