import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { TextField } from '../../ui/text-field';
import { forgotPassword } from './api/password';
import { TextLink, useAuthText } from './auth-ui';

// Plain patterns instead of the shared schema keep this public page free of the validation library;
// the server applies the full rule.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOOKS_LIKE_PHONE = /^\+?[\d\s().-]{7,20}$/;

export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const looksRight = value.includes('@') ? LOOKS_LIKE_EMAIL.test(value) : LOOKS_LIKE_PHONE.test(value);
    const problem = !value ? 'required' : looksRight ? null : 'invalidFormat';
    setFieldError(problem);
    setError(null);
    if (problem) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await forgotPassword(value, locale);
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-6">
        <PageIntro title={auth.t('forgot.sentTitle')} />
        <FormBanner tone="success" testId="forgot-sent">
          {auth.t('forgot.sent')}
        </FormBanner>
        <TextLink to={localizeHref('/login', locale)}>{auth.t('forgot.backToLogin')}</TextLink>
        <TextLink to={localizeHref('/create-account', locale)}>{auth.t('forgot.createAccount')}</TextLink>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.forgot-password.heading')} intro={t('routes.forgot-password.intro')} />
      {error ? <FormBanner testId="forgot-error">{auth.describe(error)}</FormBanner> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label={auth.t('forgot.email')}
          hint={auth.t('forgot.emailHint')}
          name="username"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError ? auth.error(fieldError) : undefined}
        />
        <Button type="submit" size="large" fullWidth loading={submitting}>
          {auth.t('forgot.submit')}
        </Button>
      </form>
      <TextLink to={localizeHref('/login', locale)}>{auth.t('forgot.backToLogin')}</TextLink>
    </div>
  );
}
