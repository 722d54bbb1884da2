import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContactInfo } from '@camino/contracts';
import { ApiError } from '../../lib/api-client';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { getContactInfo, resendActivationLink } from './api/account';
import { ActivationHelp } from './activation-help';
import { TextLink, useAuthText } from './auth-ui';

const alreadyActive = (error: unknown) => error instanceof ApiError && error.reason === 'alreadyActivated';

export default function ResendActivateAccountScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const locale = useLocale();
  const token = useSearchParams()[0].get('token') ?? '';
  const [contacts, setContacts] = useState<ContactInfo | null>(null);
  // The failure itself is kept, so its message follows a language switch without asking again.
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!token) return;
    let active = true;
    getContactInfo(token)
      .then((info) => active && setContacts(info))
      .catch((failure: unknown) => active && setError(failure));
    return () => {
      active = false;
    };
  }, [token]);

  const send = async () => {
    setError(null);
    setSending(true);
    try {
      await resendActivationLink(token);
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.resend-activate-account.heading')}
        intro={t('routes.resend-activate-account.intro')}
      />
      {!token ? <FormBanner tone="info">{auth.t('resend.noToken')}</FormBanner> : null}
      {!token || (error && !contacts && !alreadyActive(error)) ? <ActivationHelp /> : null}
      {error ? <FormBanner testId="resend-error">{auth.describe(error)}</FormBanner> : null}
      {sent ? (
        <FormBanner tone="success" testId="resend-sent">
          {auth.t('resend.sent')}
        </FormBanner>
      ) : null}
      {contacts && !sent ? (
        <div className="flex flex-col gap-4">
          <p>{auth.t('resend.intro')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="resend-contacts">
            <dt className="font-semibold">{auth.t('resend.emailLabel')}</dt>
            <dd>{contacts.email}</dd>
            <dt className="font-semibold">{auth.t('resend.phoneLabel')}</dt>
            <dd>{contacts.phone}</dd>
          </dl>
          <Button size="large" fullWidth loading={sending} onClick={() => void send()}>
            {auth.t('resend.submit')}
          </Button>
        </div>
      ) : null}
      <TextLink to={localizeHref('/login', locale)}>{auth.t('resend.logIn')}</TextLink>
    </div>
  );
}
