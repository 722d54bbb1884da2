import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ReferralReportSaleSuccessScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.referral-report-sale-success.heading')}
      intro={t('routes.referral-report-sale-success.intro')}
    />
  );
}
