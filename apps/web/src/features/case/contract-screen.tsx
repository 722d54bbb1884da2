import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ContractScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.contract.heading')} intro={t('routes.contract.intro')} />;
}
