import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function SignatureScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.signature.heading')} intro={t('routes.signature.intro')} />;
}
