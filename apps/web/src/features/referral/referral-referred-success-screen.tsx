import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ReferralReferredSuccessScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.referral-referred-success.heading')}
      intro={t('routes.referral-referred-success.intro')}
    />
  );
}
