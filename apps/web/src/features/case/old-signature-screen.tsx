import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function OldSignatureScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.old-signature.heading')} intro={t('routes.old-signature.intro')} />;
}
