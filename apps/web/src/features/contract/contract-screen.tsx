import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignedContract } from '@camino/contracts';
import { localizeHref } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { Stepper } from '../../ui/stepper';
import { findContract, getCurrentContract, signContract } from './api/contract';
import { ConsiderationsModal } from './considerations-modal';
import { fetchContractPdf } from './api/contract-pdf';
import { downloadBlob, openContractPdf } from './contract-file';
import { nextRoute } from './next-route';
import { Notice } from './notice';
import { SignaturePadField } from './signature-pad';
import { useContractText } from './use-contract-text';

type Step = 'review' | 'sign';

/**
 * /contract: read the contract, confirm the important considerations, then draw the signature.
 * The drawing happens here because /signature is only open once the contract is signed.
 */
export default function ContractScreen() {
  const { t, locale, ready, describe } = useContractText();
  const navigate = useNavigate();
  const [version, setVersion] = useState<string | null>(null);
  const [signed, setSigned] = useState<SignedContract | null>(null);
  const [step, setStep] = useState<Step>('review');
  const [modalOpen, setModalOpen] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [signing, setSigning] = useState(false);
  const [pdfBusy, setPdfBusy] = useState<'open' | 'download' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const signHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getCurrentContract(controller.signal), findContract(controller.signal)]).then(
      ([current, existing]) => {
        setVersion(current.version);
        setSigned(existing);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error);
      },
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (step === 'sign') signHeading.current?.focus();
  }, [step]);

  if (!ready)
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );

  const fileName = `camino-contract-${version ?? 'draft'}.pdf`;
  const withPdf = async (mode: 'open' | 'download') => {
    setFailure(null);
    setPdfBusy(mode);
    try {
      const pdf = { kind: 'unsigned', locale } as const;
      if (mode === 'open') await openContractPdf(pdf, fileName);
      else downloadBlob(await fetchContractPdf(pdf), fileName);
    } catch {
      setFailure(t('errors.downloadFailed'));
    } finally {
      setPdfBusy(null);
    }
  };

  const submit = async (signaturePng: string) => {
    if (!version || !acknowledged) return;
    setFailure(null);
    setSigning(true);
    try {
      await signContract({
        signaturePng,
        acknowledgedConsiderations: true,
        contractVersion: version,
        lang: locale,
      });
      await navigate(localizeHref(await nextRoute(), locale));
    } catch (error) {
      setFailure(describe(error));
      setSigning(false);
    }
  };

  if (signed?.signed)
    return (
      <div className="flex flex-col gap-6">
        <PageIntro title={t('contract.title')} />
        <Notice tone="success" testId="contract-already-signed">
          {t('contract.signed')}
        </Notice>
        <Button onClick={() => void nextRoute().then((route) => navigate(localizeHref(route, locale)))}>
          {t('signature.continue')}
        </Button>
      </div>
    );

  const steps = [t('contract.steps.review'), t('contract.steps.considerations'), t('contract.steps.sign')];
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('contract.title')} intro={t('contract.intro')} />
      <Stepper
        steps={steps}
        current={step === 'sign' ? 2 : modalOpen ? 1 : 0}
        label={t('contract.steps.label')}
      />
      {failure || loadError ? (
        <Notice tone="error" testId="contract-error">
          {failure ?? describe(loadError)}
        </Notice>
      ) : null}

      {step === 'review' ? (
        <section className="flex flex-col gap-4" aria-labelledby="contract-summary">
          <h2 id="contract-summary" className="text-xl font-bold text-brand-900">
            {t('contract.summaryTitle')}
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {(t('contract.summary', { returnObjects: true }) as string[]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              outline
              loading={pdfBusy === 'open'}
              onClick={() => void withPdf('open')}
              data-testid="contract-open"
            >
              {t('contract.openPdf')}
            </Button>
            <Button
              outline
              loading={pdfBusy === 'download'}
              onClick={() => void withPdf('download')}
              data-testid="contract-download"
            >
              {t('contract.downloadPdf')}
            </Button>
          </div>
          <p className="text-sm text-muted">{t('contract.pdfHint')}</p>
          <Button
            fullWidth
            disabled={!version}
            onClick={() => (acknowledged ? setStep('sign') : setModalOpen(true))}
            data-testid="contract-continue"
          >
            {acknowledged ? t('contract.continue') : t('contract.considerationsButton')}
          </Button>
        </section>
      ) : (
        <section className="flex flex-col gap-4" aria-labelledby="contract-sign">
          <h2 id="contract-sign" ref={signHeading} tabIndex={-1} className="text-xl font-bold text-brand-900">
            {t('contract.signTitle')}
          </h2>
          <Notice tone="success">{t('contract.acknowledged')}</Notice>
          <p>{t('contract.signIntro')}</p>
          <SignaturePadField onSign={(png) => void submit(png)} signing={signing} />
          <Button outline onClick={() => setStep('review')} disabled={signing}>
            {t('contract.back')}
          </Button>
        </section>
      )}

      <ConsiderationsModal
        open={modalOpen}
        onDismiss={() => setModalOpen(false)}
        onAcknowledged={() => {
          setModalOpen(false);
          setAcknowledged(true);
          setStep('sign');
        }}
      />
    </div>
  );
}
