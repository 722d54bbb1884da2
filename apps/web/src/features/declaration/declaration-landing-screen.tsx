import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DeclarationLandingScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.declaration-landing.heading')}
      intro={t('routes.declaration-landing.intro')}
    />
  );
}
