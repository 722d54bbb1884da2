import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { CaseMomentGate } from './case-moment-gate';

export default function DownloadCaseScreen() {
  const { t } = useTranslation();
  return (
    <CaseMomentGate page="download-case" moment="download">
      <PageIntro title={t('routes.download-case.heading')} intro={t('routes.download-case.intro')} />
    </CaseMomentGate>
  );
}
