import DownloadCaseScreen from '../../features/case/download-case-screen';
import { PackageDownload } from '../../features/review/package-download';
import { VoiceSummaryButton } from '../../features/review/voice-summary-button';

/** /download-case: the case's moment gate around the review's package, its parts and signing. */
export default function DownloadCaseRoute() {
  return (
    <DownloadCaseScreen>
      <VoiceSummaryButton />
      <PackageDownload />
    </DownloadCaseScreen>
  );
}
