import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function InstructionsActivateScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.instructions-activate.heading')}
      intro={t('routes.instructions-activate.intro')}
    />
  );
}
