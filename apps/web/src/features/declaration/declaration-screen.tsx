import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DeclarationScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.declaration.heading')} intro={t('routes.declaration.intro')} />;
}
