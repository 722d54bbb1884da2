import { useTranslation } from 'react-i18next';
import { usePageContent, type TitledText } from '../../lib/use-page-content';
import { buttonClasses } from '../../ui/button-styles';
import { HelpLines } from '../../ui/help-lines';
import { BulletList, CardList, ContentSection } from '../../ui/content-section';
import { PageIntro } from '../../ui/page-intro';

export default function ResourcesScreen() {
  const { t } = useTranslation();
  const content = usePageContent('resources');
  if (!content.available) {
    return <PageIntro title={t('routes.resources.heading')} intro={t('routes.resources.intro')} />;
  }
  return (
    <article className="flex flex-col gap-8">
      <PageIntro title={content.text('title')} intro={content.text('intro')} />
      <section
        aria-labelledby="resources-emergency"
        className="flex flex-col gap-3 rounded-xl border-2 border-error-700 bg-error-50 p-4"
      >
        <h2 id="resources-emergency" className="text-xl font-bold text-error-800">
          {content.text('emergency.title')}
        </h2>
        <p>{content.text('emergency.text')}</p>
        <a href="tel:911" className={buttonClasses({ variant: 'error' })}>
          {content.text('emergency.call')}
        </a>
      </section>
      <HelpLines list="hotlines" />
      <HelpLines list="legal" />
      <CardList items={content.list<TitledText>('kinds')} />
      <ContentSection title={content.text('safetyTips.title')}>
        <BulletList items={content.list<string>('safetyTips.items')} />
      </ContentSection>
      <ContentSection title={content.text('beware.title')}>
        <p>{content.text('beware.text')}</p>
      </ContentSection>
      <ContentSection title={content.text('official.title')}>
        <p>{content.text('official.text')}</p>
      </ContentSection>
    </article>
  );
}
