import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function CreateAccountScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.create-account.heading')} intro={t('routes.create-account.intro')} />;
}
