import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function GreatNewsScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.great-news.heading')} intro={t('routes.great-news.intro')} />;
}
