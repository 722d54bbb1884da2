import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NAVIGATION_TARGET } from '../../lib/guards/navigation-rules';
import { localizeHref, useLocale } from '../../lib/locale';
import { safeNextPath } from '../../lib/safe-next';
import { getSessionSource } from '../../lib/session/session-store';
import { Button } from '../../ui/button';
import { AlertIcon } from '../../ui/icons';
import { PageIntro } from '../../ui/page-intro';
import { TextField } from '../../ui/text-field';
import { requestLogin } from './login-request';

type Field = 'identifier' | 'password';

// Two fields need no form library; login is a public page with a strict first-load budget.
export default function LoginScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ identifier: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = safeNextPath(searchParams.get('next'));

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
    setFailed(false);
    setSubmitting(true);
    try {
      const auth = await requestLogin(identifier, values.password);
      getSessionSource().signIn(auth);
      // Guarded pages ask the navigation rules where to go once the user lands on them.
      await navigate(next ?? localizeHref(DEFAULT_NAVIGATION_TARGET, locale), { replace: true });
    } catch {
      setFailed(true);
      setSubmitting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.login.heading')} intro={t('routes.login.intro')} />
      {failed ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border-2 border-error-700 bg-error-50 p-3 text-error-800"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          <p>{t('login.failed')}</p>
        </div>
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
      <div className="flex flex-col gap-2">
        <Link
          to={localizeHref('/forgot-password', locale)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t('login.forgot')}
        </Link>
        <p>
          {t('login.noAccount')}{' '}
          <Link
            to={localizeHref('/pre-questionnaire', locale)}
            className="font-semibold text-brand-700 underline"
          >
            {t('login.start')}
          </Link>
        </p>
      </div>
    </div>
  );
}
