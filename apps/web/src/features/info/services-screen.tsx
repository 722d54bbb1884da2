import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent, type TitledText } from '../../lib/use-page-content';
import { buttonClasses } from '../../ui/button-styles';
import { BulletList, CardList, ContentSection } from '../../ui/content-section';
import { PageIntro } from '../../ui/page-intro';

export default function ServicesScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = usePageContent('services');
  if (!content.available) {
    return <PageIntro title={t('routes.services.heading')} intro={t('routes.services.intro')} />;
  }
  const steps = content.list<TitledText>('steps').map((step) => ({ ...step, meta: step.estimate }));
  return (
    <article className="flex flex-col gap-8">
      <PageIntro title={content.text('title')} intro={content.text('intro')} />
      <ContentSection title={content.text('caseTypesTitle')}>
        <BulletList items={content.list<string>('caseTypes')} />
      </ContentSection>
      <ContentSection title={content.text('doesTitle')}>
        <BulletList items={content.list<string>('does')} />
      </ContentSection>
      <ContentSection title={content.text('doesNotTitle')}>
        <BulletList items={content.list<string>('doesNot')} />
      </ContentSection>
      <ContentSection title={content.text('stepsTitle')}>
        <CardList items={steps} numbered />
        {content.text('timeNote') ? <p className="text-muted">{content.text('timeNote')}</p> : null}
      </ContentSection>
      <Link
        to={localizeHref('/pre-questionnaire', locale)}
        className={buttonClasses({ size: 'large', fullWidth: true })}
      >
        {content.text('cta') || t('home.cta')}
      </Link>
    </article>
  );
}
