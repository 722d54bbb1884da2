import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { AuthMessageKey } from '@camino/contracts';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { TextField } from '../../ui/text-field';
import { useAuthText } from './auth-ui';
import { apiFieldErrors, issuesToFieldErrors, type FieldErrors } from './form-errors';
import { PasswordChecklist } from './password-checklist';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
type Values = Record<Field, string>;

export interface NewPasswordFormProps<Request> {
  /** Asks for the current password too (change password). */
  withCurrent?: boolean;
  labels: { currentPassword?: string; password: string; confirmPassword: string; submit: string };
  schema: z.ZodType<Request>;
  toRequest: (values: Values) => unknown;
  submit: (request: Request) => Promise<unknown>;
  onDone: () => void;
}

/** New password, its confirmation and the live policy checklist, validated by the shared schema. */
export function NewPasswordForm<Request>({
  withCurrent = false,
  labels,
  schema,
  toRequest,
  submit,
  onDone,
}: NewPasswordFormProps<Request>) {
  const auth = useAuthText();
  const [values, setValues] = useState<Values>({ currentPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const validate = (current: Values): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    if (withCurrent && !current.currentPassword) found.currentPassword = 'required';
    const result = schema.safeParse(toRequest(current));
    return result.success ? found : { ...issuesToFieldErrors<Field>(result.error.issues), ...found };
  };

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setBanner(null);
    const found = validate(values);
    setErrors(found);
    const focusFirst = () =>
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
    if (Object.keys(found).length > 0) return focusFirst();
    setSubmitting(true);
    try {
      await submit(schema.parse(toRequest(values)));
      onDone();
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) return setBanner(auth.error('generic'));
      const fieldErrors = apiFieldErrors<Field>(error);
      if (error.reason === 'wrongCurrentPassword') fieldErrors.currentPassword ??= 'wrongCurrentPassword';
      if (error.reason === 'passwordReused') fieldErrors.password ??= 'passwordReused';
      setErrors(fieldErrors);
      const keys = Object.values(fieldErrors) as AuthMessageKey[];
      // The spec's messages also show above the form, where a screen reader hears them first.
      setBanner(keys.length > 0 ? auth.error(keys[0]!) : error.message);
      if (keys.length > 0) focusFirst();
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={update(name)}
      error={errors[name] ? auth.error(errors[name]) : undefined}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      {banner ? <FormBanner testId="password-error">{banner}</FormBanner> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {withCurrent ? field('currentPassword', labels.currentPassword ?? '', 'current-password') : null}
        {field('password', labels.password, 'new-password')}
        <PasswordChecklist password={values.password} />
        {field('confirmPassword', labels.confirmPassword, 'new-password')}
        <Button type="submit" size="large" fullWidth loading={submitting}>
          {labels.submit}
        </Button>
      </form>
    </div>
  );
}
