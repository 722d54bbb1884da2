import { useTranslation } from 'react-i18next';
import { usePageContent, type Faq } from '../../lib/use-page-content';
import { ContentSection } from '../../ui/content-section';
import { FaqList } from '../../ui/faq-list';
import { PageIntro } from '../../ui/page-intro';

interface HelpSection {
  title: string;
  faq: Faq[];
}

export default function HelpScreen() {
  const { t } = useTranslation();
  const content = usePageContent('help');
  if (!content.available) {
    return <PageIntro title={t('routes.help.heading')} intro={t('routes.help.intro')} />;
  }
  return (
    <article className="flex max-w-3xl flex-col gap-8">
      <PageIntro title={content.text('title')} intro={content.text('intro')} />
      {content.list<HelpSection>('sections').map((section) => (
        <ContentSection key={section.title} title={section.title}>
          <FaqList items={Array.isArray(section.faq) ? section.faq : []} />
        </ContentSection>
      ))}
      <ContentSection title={content.text('contact.title')}>
        <p>{content.text('contact.text')}</p>
      </ContentSection>
    </article>
  );
}
