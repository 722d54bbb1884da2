import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function LegalSectionsScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.legal-sections.heading')} intro={t('routes.legal-sections.intro')} />;
}
