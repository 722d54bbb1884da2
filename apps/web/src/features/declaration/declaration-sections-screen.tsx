import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DeclarationSectionsScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.declaration-sections.heading')}
      intro={t('routes.declaration-sections.intro')}
    />
  );
}
