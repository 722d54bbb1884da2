import { useState, type FormEvent } from 'react';
import type { AccountCreated } from '@camino/contracts';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { TextField } from '../../ui/text-field';
import { correctContact, requestActivationLink } from './api/account';
import { useAuthText } from './auth-ui';
import { apiFieldErrors, type FieldErrors } from './form-errors';

type CorrectField = 'identifier' | 'password' | 'email' | 'phone';

/**
 * For an account not activated yet: ask for a new link by email or phone, or correct a mistyped
 * email or phone (the password proves the account) so the link goes where it can be read.
 */
export function ActivationHelp({
  identifier = '',
  password = '',
}: {
  identifier?: string;
  password?: string;
}) {
  return (
    <div className="flex flex-col gap-6" data-testid="activation-help">
      <NewLinkForm initialIdentifier={identifier} />
      <CorrectContactForm initialIdentifier={identifier} initialPassword={password} />
    </div>
  );
}

function NewLinkForm({ initialIdentifier }: { initialIdentifier: string }) {
  const auth = useAuthText();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = identifier.trim();
    setMissing(!value);
    setError(null);
    if (!value) return event.currentTarget.querySelector('input')?.focus();
    setSending(true);
    try {
      await requestActivationLink(value);
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="new-link-title" className="flex flex-col gap-3">
      <h2 id="new-link-title" className="text-lg font-bold">
        {auth.t('activationHelp.newLinkTitle')}
      </h2>
      {sent ? (
        <FormBanner tone="success" testId="new-link-sent">
          {auth.t('activationHelp.newLinkSent')}
        </FormBanner>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {error ? <FormBanner testId="new-link-error">{auth.describe(error)}</FormBanner> : null}
          <TextField
            label={auth.t('activationHelp.identifier')}
            name="activation-identifier"
            autoComplete="username"
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            error={missing ? auth.error('required') : undefined}
          />
          <Button type="submit" outline fullWidth loading={sending}>
            {auth.t('activationHelp.newLinkSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}

function CorrectContactForm({
  initialIdentifier,
  initialPassword,
}: {
  initialIdentifier: string;
  initialPassword: string;
}) {
  const auth = useAuthText();
  const [values, setValues] = useState<Record<CorrectField, string>>({
    identifier: initialIdentifier,
    password: initialPassword,
    email: '',
    phone: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<CorrectField>>({});
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<AccountCreated | null>(null);

  const update = (field: CorrectField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const errors: FieldErrors<CorrectField> = {};
    if (!values.identifier.trim()) errors.identifier = 'required';
    if (!values.password) errors.password = 'required';
    if (!values.email.trim() && !values.phone.trim()) errors.email = 'required';
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) {
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      setDone(
        await correctContact({
          identifier: values.identifier.trim(),
          password: values.password,
          ...(values.email.trim() ? { email: values.email.trim() } : {}),
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        }),
      );
    } catch (failure) {
      if (failure instanceof ApiError) {
        const named = apiFieldErrors<CorrectField>(failure);
        if (failure.reason === 'emailInUse') named.email = 'emailInUse';
        if (failure.reason === 'phoneInUse' || failure.fields.includes('phone')) named.phone ??= 'phoneInUse';
        setFieldErrors(named);
      }
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  if (done) {
    return (
      <FormBanner tone="success" testId="contact-corrected">
        {auth.t('activationHelp.corrected', { email: done.email, phone: done.phone })}
      </FormBanner>
    );
  }

  const fieldError = (field: CorrectField) => {
    const key = fieldErrors[field];
    return key ? auth.error(key) : undefined;
  };
  return (
    <details className="flex flex-col gap-3" open={Boolean(initialPassword) || undefined}>
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold">
        {auth.t('activationHelp.correctTitle')}
      </summary>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-4">
        <p>{auth.t('activationHelp.correctIntro')}</p>
        {error ? <FormBanner testId="correct-error">{auth.describe(error)}</FormBanner> : null}
        <TextField
          label={auth.t('activationHelp.identifier')}
          name="correct-identifier"
          autoComplete="username"
          value={values.identifier}
          onChange={update('identifier')}
          error={fieldError('identifier')}
        />
        <TextField
          label={auth.t('activationHelp.password')}
          type="password"
          name="correct-password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={fieldError('password')}
        />
        <TextField
          label={auth.t('activationHelp.email')}
          hint={auth.t('activationHelp.emailHint')}
          type="email"
          name="correct-email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          error={fieldError('email')}
        />
        <TextField
          label={auth.t('activationHelp.phone')}
          hint={auth.t('activationHelp.phoneHint')}
          type="tel"
          name="correct-phone"
          autoComplete="tel"
          value={values.phone}
          onChange={update('phone')}
          error={fieldError('phone')}
        />
        <Button type="submit" fullWidth loading={saving}>
          {auth.t('activationHelp.correctSubmit')}
        </Button>
      </form>
    </details>
  );
}
