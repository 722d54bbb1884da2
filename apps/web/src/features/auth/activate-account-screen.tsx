import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ActivateAccountScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.activate-account.heading')} intro={t('routes.activate-account.intro')} />
  );
}
