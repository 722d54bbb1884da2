import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function MyRequestRequestScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.my-request-request.heading')} intro={t('routes.my-request-request.intro')} />
  );
}
