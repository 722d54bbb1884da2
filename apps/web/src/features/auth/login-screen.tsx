import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@camino/contracts';
import { ApiError } from '../../lib/api-client';
import { DEFAULT_NAVIGATION_TARGET } from '../../lib/guards/navigation-rules';
import { localizeHref, useLocale } from '../../lib/locale';
import { safeNextPath } from '../../lib/safe-next';
import { getSessionManager, getSessionSource } from '../../lib/session/session-store';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { TextField } from '../../ui/text-field';
import { ActivationHelp } from './activation-help';
import { login } from './api/login';
import { getSocialProviders } from './api/social-providers';
import { TextLink, useAuthText } from './auth-ui';

type Field = 'identifier' | 'password';
type Failure = 'credentials' | 'locked' | 'notActivated' | 'social' | 'other';

// Two fields need no form library; login is a public page with a strict first-load budget.
export default function LoginScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ identifier: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ kind: Failure; message?: string; minutes?: number } | null>(
    searchParams.get('social') === 'error' ? { kind: 'social' } : null,
  );
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  const socialDone = useRef(false);
  const next = safeNextPath(searchParams.get('next'));
  const target = next ?? localizeHref(DEFAULT_NAVIGATION_TARGET, locale);

  useEffect(() => {
    let active = true;
    getSocialProviders()
      .then((list) => active && setProviders(list))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    // A provider sign-in only sets the refresh cookie; the access token comes from a refresh.
    if (searchParams.get('social') !== 'success' || socialDone.current) return;
    socialDone.current = true;
    setSubmitting(true);
    void getSessionManager()
      .refresh()
      .then(async (ok) => {
        if (ok) await navigate(target, { replace: true });
        else {
          setFailure({ kind: 'social' });
          setSubmitting(false);
        }
      });
  }, [searchParams, navigate, target]);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim()) setMissing((current) => ({ ...current, [field]: false }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const identifier = values.identifier.trim();
    const nowMissing = { identifier: !identifier, password: !values.password };
    setMissing(nowMissing);
    if (nowMissing.identifier || nowMissing.password) {
      const first = event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"], input');
      first?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      getSessionSource().signIn(await login(identifier, values.password));
      // Guarded pages ask the navigation rules where to go once the user lands on them.
      await navigate(target, { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) return setFailure({ kind: 'credentials' });
      if (error.reason === 'accountNotActivated') return setFailure({ kind: 'notActivated' });
      if (error.reason === 'tooManyLoginAttempts') {
        const seconds = Number(error.extensions.retryAfterSeconds);
        return setFailure({
          kind: 'locked',
          minutes: Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : undefined,
        });
      }
      if (error.status === 401 || error.reason === 'invalidCredentials')
        return setFailure({ kind: 'credentials' });
      setFailure({ kind: 'other', message: error.message });
    }
  };

  const failureText = (kind: Failure, message?: string, minutes?: number) => {
    switch (kind) {
      case 'credentials':
        return t('login.failed');
      case 'locked':
        return minutes ? auth.t('login.locked', { count: minutes }) : auth.error('tooManyLoginAttempts');
      case 'notActivated':
        return auth.error('accountNotActivated');
      case 'social':
        return auth.error('socialSignInFailed');
      default:
        return message ?? auth.error('generic');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.login.heading')} intro={t('routes.login.intro')} />
      {failure ? (
        <FormBanner testId="login-error">
          {failureText(failure.kind, failure.message, failure.minutes)}
          {failure.kind === 'locked' ? (
            <>
              {' '}
              <TextLink to={localizeHref('/forgot-password', locale)}>{auth.t('login.newPassword')}</TextLink>
            </>
          ) : null}
        </FormBanner>
      ) : null}
      {failure?.kind === 'notActivated' ? (
        <ActivationHelp identifier={values.identifier.trim()} password={values.password} />
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('login.identifier')}
          hint={t('login.identifierHint')}
          name="username"
          autoComplete="username"
          value={values.identifier}
          onChange={update('identifier')}
          error={missing.identifier ? t('login.required') : undefined}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={missing.password ? t('login.required') : undefined}
        />
        <Button type="submit" size="large" fullWidth loading={submitting}>
          {t('login.submit')}
        </Button>
      </form>
      {providers.length > 0 ? (
        <div className="flex flex-col gap-3" data-testid="social-sign-in">
          <p className="text-center text-muted">{auth.t('social.or')}</p>
          {providers.map((provider) => (
            <a
              key={provider}
              href={`/api/auth/social/${provider}/start?locale=${locale}`}
              className={buttonClasses({ size: 'large', outline: true, fullWidth: true })}
              data-testid={`social-${provider}`}
            >
              {auth.t(`social.${provider}`)}
            </a>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <TextLink to={localizeHref('/forgot-password', locale)}>{t('login.forgot')}</TextLink>
        <p>
          {t('login.noAccount')}{' '}
          <TextLink to={localizeHref('/pre-questionnaire', locale)} testId="login-start">
            {t('login.start')}
          </TextLink>
        </p>
        <TextLink to={localizeHref('/create-account', locale)} testId="login-create-account">
          {auth.t('login.createAccount')}
        </TextLink>
      </div>
    </div>
  );
}
