import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent, type Faq, type TitledText } from '../../lib/use-page-content';
import { buttonClasses } from '../../ui/button-styles';
import { BulletList, CardList, ContentSection } from '../../ui/content-section';
import { FaqList } from '../../ui/faq-list';
import { PageIntro } from '../../ui/page-intro';

export default function ExploreYourOptionsStrategyScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  // The loader has already checked the strategy against the route table.
  const { strategy = '' } = useParams();
  const content = usePageContent('strategies');
  if (!content.available) {
    return <PageIntro title={t(`strategies.${strategy}.name`)} intro={t(`strategies.${strategy}.summary`)} />;
  }
  const steps = content
    .list<TitledText>(`${strategy}.steps`)
    .map((step) => ({ ...step, meta: step.estimate }));
  return (
    <article className="flex flex-col gap-8">
      <PageIntro title={content.text(`${strategy}.title`)} intro={content.text(`${strategy}.summary`)} />
      <ContentSection title={content.text('common.whatItIs')}>
        <p>{content.text(`${strategy}.whatItIs`)}</p>
      </ContentSection>
      <ContentSection title={content.text('common.whoFor')}>
        <p>{content.text(`${strategy}.whoFor`)}</p>
      </ContentSection>
      <ContentSection title={content.text('common.requirements')}>
        <BulletList items={content.list<string>(`${strategy}.requirements`)} />
        {content.text(`${strategy}.form`) ? (
          <p>
            <strong>{content.text('common.form')}:</strong> {content.text(`${strategy}.form`)}
          </p>
        ) : null}
      </ContentSection>
      <ContentSection title={content.text('common.steps')}>
        <CardList items={steps} numbered />
      </ContentSection>
      <ContentSection title={content.text('common.facts')}>
        <CardList items={content.list<TitledText>(`${strategy}.facts`)} />
        <p className="text-sm text-muted">{content.text('common.factsChecked')}</p>
      </ContentSection>
      <ContentSection title={content.text('common.faq')}>
        <FaqList items={content.list<Faq>(`${strategy}.faq`)} />
      </ContentSection>
      <p className="text-sm text-muted">{content.text('overview.notLegalAdvice')}</p>
      <Link
        to={localizeHref('/eligibility-confirmation', locale)}
        className={buttonClasses({ size: 'large', fullWidth: true })}
        data-testid="strategy-continue"
      >
        {t('eligibility:greatNews.continue', { defaultValue: content.text('overview.startCase') })}
      </Link>
    </article>
  );
}
