import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { localizeHref } from '../../lib/locale';
import { Notice } from './notice';
import { SignedContractActions } from './signed-contract-actions';
import { useContractText } from './use-contract-text';
import { useSignedContract } from './use-signed-contract';

/**
 * The contract card of /my-profile: when it was signed, with view and download, or a note (and a
 * link to sign) while it is not signed yet.
 */
export function SignedContractCard() {
  const { t, locale, ready } = useContractText();
  const { load, busy, fileError, view, download } = useSignedContract();
  if (!ready || load.state === 'loading') return null;

  return (
    <section
      aria-labelledby="signed-contract-card-title"
      data-testid="signed-contract-card"
      className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-white p-5"
    >
      <h2 id="signed-contract-card-title" className="text-xl font-bold text-brand-900">
        {t('signature.cardTitle')}
      </h2>
      {load.state === 'failed' ? (
        <Notice tone="error">{t('signature.loadFailed')}</Notice>
      ) : load.contract.signed ? (
        <>
          <p>{t('signature.signedOn', { date: formatDate(load.contract.signedAt, locale) })}</p>
          <SignedContractActions busy={busy} onView={() => void view()} onDownload={() => void download()} />
          {fileError ? <Notice tone="error">{t('errors.downloadFailed')}</Notice> : null}
        </>
      ) : (
        <>
          <p className="text-muted">{t('signature.notSigned')}</p>
          <Link
            to={localizeHref('/contract', locale)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('signature.goSign')}
          </Link>
        </>
      )}
    </section>
  );
}
