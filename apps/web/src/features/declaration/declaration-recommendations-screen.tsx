import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DeclarationRecommendationsScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.declaration-recommendations.heading')}
      intro={t('routes.declaration-recommendations.intro')}
    />
  );
}
