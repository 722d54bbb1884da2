import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PackageDownload } from '../review/package-download';
import { VoiceSummaryButton } from '../review/voice-summary-button';
import { CaseMomentGate } from './case-moment-gate';

/** /download-case: the package job's progress, then the package and its parts, and signing. */
export default function DownloadCaseScreen() {
  const { t } = useTranslation();
  return (
    <CaseMomentGate page="download-case" moment="preparing">
      <article className="flex flex-col gap-6">
        <PageIntro title={t('routes.download-case.heading')} />
        <VoiceSummaryButton />
        <PackageDownload />
      </article>
    </CaseMomentGate>
  );
}
