import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function AccountActivatedScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.account-activated.heading')} intro={t('routes.account-activated.intro')} />
  );
}
