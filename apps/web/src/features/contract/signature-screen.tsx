import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format';
import { localizeHref } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { nextRoute } from './next-route';
import { Notice } from './notice';
import { SignedContractActions } from './signed-contract-actions';
import { useContractText } from './use-contract-text';
import { useSignedContract } from './use-signed-contract';

/** /signature: the signed contract, to view or keep, and the way on to the case. */
export default function SignatureScreen() {
  const { t, locale, ready, describe } = useContractText();
  const navigate = useNavigate();
  const { load, busy, fileError, view, download } = useSignedContract();

  if (!ready || load.state === 'loading')
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );

  const goOn = async () => navigate(localizeHref(await nextRoute(), locale));

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('signature.title')} intro={t('signature.intro')} />
      {load.state === 'failed' ? (
        <Notice tone="error">{describe(load.error)}</Notice>
      ) : load.contract.signed ? (
        <section
          className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-white p-5"
          data-testid="signed-contract"
        >
          <p className="font-semibold">
            {t('signature.signedOn', { date: formatDate(load.contract.signedAt, locale) })}
          </p>
          <p className="text-muted">{t('signature.version', { version: load.contract.contractVersion })}</p>
          <SignedContractActions busy={busy} onView={() => void view()} onDownload={() => void download()} />
          {fileError ? <Notice tone="error">{t('errors.downloadFailed')}</Notice> : null}
          <p className="text-sm break-all text-muted">
            {t('signature.fingerprint', { sha: load.contract.sha256 })}
          </p>
        </section>
      ) : (
        <div className="flex flex-col gap-3">
          <p>{t('signature.notSigned')}</p>
          <Button onClick={() => void navigate(localizeHref('/contract', locale))}>
            {t('signature.goSign')}
          </Button>
        </div>
      )}
      <Button fullWidth onClick={() => void goOn()} data-testid="signature-continue">
        {t('signature.continue')}
      </Button>
    </div>
  );
}
