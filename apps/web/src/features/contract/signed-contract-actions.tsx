import { Button } from '../../ui/button';
import { useContractText } from './use-contract-text';

/** View and download buttons of the signed contract. */
export function SignedContractActions({
  busy,
  onView,
  onDownload,
}: {
  busy: 'view' | 'download' | null;
  onView: () => void;
  onDownload: () => void;
}) {
  const { t } = useContractText();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button
        outline
        loading={busy === 'view'}
        disabled={busy !== null}
        onClick={onView}
        data-testid="contract-view"
      >
        {t('signature.view')}
      </Button>
      <Button
        outline
        loading={busy === 'download'}
        disabled={busy !== null}
        onClick={onDownload}
        data-testid="contract-file-download"
      >
        {t('signature.download')}
      </Button>
    </div>
  );
}
