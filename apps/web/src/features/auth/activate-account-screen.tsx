import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { SpinnerIcon } from '../../ui/icons';
import { PageIntro } from '../../ui/page-intro';
import { ActivationHelp } from './activation-help';
import { activateAccount } from './api/account';
import { TextLink, useAuthText } from './auth-ui';

type State = { kind: 'working' } | { kind: 'failed'; reason: string; error?: unknown };

export default function ActivateAccountScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', reason: 'missing' },
  );
  const started = useRef(false);

  useEffect(() => {
    // The link is single use: Strict Mode's second effect run must not send it twice.
    if (!token || started.current) return;
    started.current = true;
    activateAccount(token)
      .then(() => navigate(localizeHref('/account-activated', locale), { replace: true }))
      .catch((error: unknown) => {
        const reason = error instanceof ApiError ? (error.reason ?? error.code) : 'generic';
        setState({ kind: 'failed', reason, error });
      });
  }, [token, navigate, locale]);

  if (state.kind === 'working') {
    return (
      <div className="flex flex-col items-center gap-4" role="status">
        <h1 className="text-2xl font-bold">{t('routes.activate-account.heading')}</h1>
        <SpinnerIcon className="size-8 animate-spin text-brand-700" />
        <p>{auth.t('activate.working')}</p>
      </div>
    );
  }

  const resendHref = `${localizeHref('/resend-activate-account', locale)}?token=${encodeURIComponent(token)}`;
  return (
    <div className="flex flex-col gap-5">
      <PageIntro title={auth.t('activate.failedTitle')} />
      <FormBanner testId="activate-error">
        {state.reason === 'missing' ? auth.t('activate.missing') : auth.describe(state.error)}
      </FormBanner>
      {state.reason === 'linkExpired' ? (
        <Link
          to={resendHref}
          className={buttonClasses({ size: 'large', fullWidth: true })}
          data-testid="activate-resend"
        >
          {auth.t('activate.resend')}
        </Link>
      ) : (
        <ActivationHelp />
      )}
      <TextLink to={localizeHref('/login', locale)}>{auth.t('activate.logIn')}</TextLink>
    </div>
  );
}
