import type { ReferralCodeCheck } from '@camino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveInvitation } from '../../lib/invitation/invitation-store';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { checkReferralCode } from './api/referral-code';

type Check = { status: 'checking' } | { status: 'offline' } | ({ status: 'checked' } & ReferralCodeCheck);

/** What a visitor who followed an invitation link sees: who invited them, and where to start. */
export function InvitationLanding({ code }: { code: string }) {
  const { t } = useTranslation('referral');
  const locale = useLocale();
  const [check, setCheck] = useState<Check>({ status: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    checkReferralCode(code, controller.signal).then(
      (result) => {
        if (result.valid) saveInvitation(code.toUpperCase(), result.partnerName);
        setCheck({ status: 'checked', ...result });
      },
      () => {
        if (controller.signal.aborted) return;
        // Offline: keep the code; the server checks it again at sign-up.
        saveInvitation(code.toUpperCase(), null);
        setCheck({ status: 'offline' });
      },
    );
    return () => controller.abort();
  }, [code]);

  const byLine =
    check.status === 'checked' && check.valid
      ? check.partnerName
        ? t('invited.byPartner', { partner: check.partnerName })
        : t('invited.byPerson')
      : null;

  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('invited.title')} intro={byLine ?? undefined} />
      {check.status === 'checking' ? (
        <p role="status" className="text-muted">
          {t('invited.checking')}
        </p>
      ) : null}
      {check.status === 'checked' && !check.valid ? (
        <FormBanner tone="warning" testId="invitation-invalid">
          {t('invited.invalid')}
        </FormBanner>
      ) : null}
      {check.status === 'offline' ? (
        <FormBanner tone="info" testId="invitation-offline">
          {t('invited.offline')}
        </FormBanner>
      ) : null}
      <p className="max-w-prose">{t('invited.what')}</p>
      <p className="max-w-prose text-muted">{t('invited.private')}</p>
      <Link
        to={localizeHref('/pre-questionnaire', locale)}
        className={buttonClasses({ size: 'large', fullWidth: true })}
        data-testid="invitation-start"
      >
        {t('invited.start')}
      </Link>
    </article>
  );
}
