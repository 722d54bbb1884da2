import { useTranslation } from 'react-i18next';
import { usePageContent, type TitledText } from '../../lib/use-page-content';
import { CardList, ContentSection } from '../../ui/content-section';
import { PageIntro } from '../../ui/page-intro';

export default function AboutUsScreen() {
  const { t } = useTranslation();
  const content = usePageContent('about');
  if (!content.available) {
    return <PageIntro title={t('routes.about-us.heading')} intro={t('routes.about-us.intro')} />;
  }
  return (
    <article className="flex flex-col gap-8">
      <PageIntro title={content.text('title')} intro={content.text('intro')} />
      <ContentSection title={content.text('mission.title')}>
        <p>{content.text('mission.text')}</p>
      </ContentSection>
      <ContentSection title={content.text('what.title')}>
        <p>{content.text('what.text')}</p>
      </ContentSection>
      <ContentSection title={content.text('values.title')}>
        <CardList items={content.list<TitledText>('values.items')} />
      </ContentSection>
      <p className="rounded-xl bg-brand-50 p-4 text-brand-900">{content.text('notLawFirm')}</p>
    </article>
  );
}
