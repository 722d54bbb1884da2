import { useCallback, useEffect, useRef, useState } from 'react';
import type { CurrentTerms, LegalDocument, Locale, TermsAcceptance } from '@camino/contracts';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ChevronRightIcon } from '../../ui/icons';
import { acceptTerms, getCurrentTerms } from '../../lib/api/terms';
import { LegalTextView } from '../../ui/legal-text-view';
import { Notice } from './notice';
import { useContractText } from './use-contract-text';

export interface AcceptTermsProps {
  /** Called once the server stored the acceptance (or already had it). */
  onAccepted: (acceptance: TermsAcceptance) => void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; terms: CurrentTerms };

function DocumentPanel({
  document,
  locale,
  versionLabel,
  testId,
}: {
  document: LegalDocument;
  locale: Locale;
  versionLabel: string;
  testId: string;
}) {
  const text = document.texts[locale];
  return (
    <details data-testid={testId} className="group rounded-xl border-2 border-line bg-white">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon className="size-5 shrink-0 transition-transform group-open:rotate-90" />
        <span className="flex-1">
          {text.title}
          <span className="block text-sm font-normal text-muted">{versionLabel}</span>
        </span>
      </summary>
      <div className="max-h-[60dvh] overflow-y-auto border-t border-line px-4 py-4" tabIndex={0}>
        <LegalTextView text={text} />
      </div>
    </details>
  );
}

/**
 * Terms of use and privacy policy, with the applicant's consent to both. Rendered after a successful
 * payment; the server checks the versions against the ones in force and moves the case on.
 */
export function AcceptTerms({ onAccepted }: AcceptTermsProps) {
  const { t, locale, ready, describe } = useContractText();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [consent, setConsent] = useState({ terms: false, privacy: false });
  const [showMissing, setShowMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const termsBox = useRef<HTMLInputElement>(null);
  const privacyBox = useRef<HTMLInputElement>(null);

  const fetchTerms = useCallback(async (signal?: AbortSignal) => {
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'loaded', terms: await getCurrentTerms(signal) });
    } catch {
      if (!signal?.aborted) setLoad({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void fetchTerms(controller.signal);
    return () => controller.abort();
  }, [fetchTerms]);

  if (!ready || load.state === 'loading')
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );

  if (load.state === 'failed')
    return (
      <div className="flex flex-col gap-3">
        <Notice tone="error" testId="terms-load-failed">
          {t('terms.loadFailed')}
        </Notice>
        <Button outline onClick={() => void fetchTerms()}>
          {t('terms.retry')}
        </Button>
      </div>
    );

  const { terms } = load;

  const submit = async () => {
    setFailure(null);
    if (!consent.terms || !consent.privacy) {
      setShowMissing(true);
      (consent.terms ? privacyBox : termsBox).current?.focus();
      return;
    }
    setSending(true);
    try {
      const acceptance = await acceptTerms({
        termsVersion: terms.terms.version,
        privacyVersion: terms.privacy.version,
      });
      onAccepted(acceptance);
    } catch (error) {
      setFailure(describe(error));
      // The versions changed under the reader: show the new texts and ask for consent again.
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        setConsent({ terms: false, privacy: false });
        void fetchTerms();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="accept-terms-title" className="flex flex-col gap-5" data-testid="accept-terms">
      <div className="flex flex-col gap-2">
        <h2 id="accept-terms-title" className="text-2xl font-bold text-brand-900">
          {t('terms.title')}
        </h2>
        <p className="text-muted">{t('terms.intro')}</p>
      </div>
      {(['terms', 'privacy'] as const).map((kind) => (
        <DocumentPanel
          key={kind}
          document={terms[kind]}
          locale={locale}
          versionLabel={t('terms.version', { version: terms[kind].version })}
          testId={`${kind}-document`}
        />
      ))}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Checkbox
          ref={termsBox}
          name="terms"
          label={t('terms.consentTerms')}
          checked={consent.terms}
          onChange={(event) => setConsent((current) => ({ ...current, terms: event.target.checked }))}
          error={showMissing && !consent.terms ? t('terms.consentRequired') : undefined}
          data-testid="consent-terms"
        />
        <Checkbox
          ref={privacyBox}
          name="privacy"
          label={t('terms.consentPrivacy')}
          checked={consent.privacy}
          onChange={(event) => setConsent((current) => ({ ...current, privacy: event.target.checked }))}
          error={showMissing && !consent.privacy ? t('terms.consentRequired') : undefined}
          data-testid="consent-privacy"
        />
        {failure ? (
          <Notice tone="error" testId="accept-terms-error">
            {failure}
          </Notice>
        ) : null}
        <Button type="submit" fullWidth loading={sending} data-testid="accept-terms-submit">
          {t('terms.accept')}
        </Button>
      </form>
    </section>
  );
}
