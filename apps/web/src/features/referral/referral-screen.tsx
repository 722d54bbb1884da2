import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ReferralScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.referral.heading')} intro={t('routes.referral.intro')} />;
}
