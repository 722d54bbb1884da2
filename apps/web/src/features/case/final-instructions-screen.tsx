import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function FinalInstructionsScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.final-instructions.heading')} intro={t('routes.final-instructions.intro')} />
  );
}
