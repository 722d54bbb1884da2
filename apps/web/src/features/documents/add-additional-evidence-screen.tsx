import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function AddAdditionalEvidenceScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.add-additional-evidence.heading')}
      intro={t('routes.add-additional-evidence.intro')}
    />
  );
}
