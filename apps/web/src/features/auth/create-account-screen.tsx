import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createAccountRequestSchema, type AuthMessageKey } from '@camino/contracts';
import { ApiError } from '../../lib/api-client';
import { followInvitation } from '../../lib/invitation/follow-invitation';
import { clearInvitation } from '../../lib/invitation/invitation-store';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { createAccount } from './api/account';
import { TextLink, useAuthText } from './auth-ui';
import { apiFieldErrors, issuesToFieldErrors, type FieldErrors } from './form-errors';
import { PasswordChecklist } from './password-checklist';
import { prefixOptions, withPrefix } from './phone-prefixes';

const FIELDS = [
  'name',
  'lastName',
  'email',
  'confirmEmail',
  'phone',
  'confirmPhone',
  'password',
  'confirmPassword',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values;
const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  name: 'given-name',
  lastName: 'family-name',
  email: 'email',
  confirmEmail: 'email',
  phone: 'tel-national',
  confirmPhone: 'tel-national',
  password: 'new-password',
  confirmPassword: 'new-password',
};
const TYPES: Partial<Record<Field, string>> = {
  email: 'email',
  confirmEmail: 'email',
  phone: 'tel',
  confirmPhone: 'tel',
  password: 'password',
  confirmPassword: 'password',
};

export default function CreateAccountScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const locale = useLocale();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [region, setRegion] = useState('US');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<{ title?: string; lines: string[] } | null>(null);

  const request = (current: Values, currentRegion: string) => ({
    ...current,
    phone: withPrefix(currentRegion, current.phone),
    confirmPhone: withPrefix(currentRegion, current.confirmPhone),
    locale,
  });

  const validate = (current: Values, currentRegion: string) => {
    const result = createAccountRequestSchema.safeParse(request(current, currentRegion));
    return result.success ? {} : issuesToFieldErrors<Field>(result.error.issues);
  };

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once the person has tried to submit, messages follow what they type.
    if (submitted) setErrors(validate(next, region));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setBanner(null);
    const found = validate(values, region);
    setErrors(found);
    const form = event.currentTarget;
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    try {
      const invited = await followInvitation();
      const created = await createAccount(createAccountRequestSchema.parse(request(values, region)));
      clearInvitation();
      // Someone who came through an invitation first hears that it counted, then how to activate.
      await navigate(
        localizeHref(invited ? '/referral/referred-success' : '/instructions-activate', locale),
        {
          state: {
            email: created.email,
            phone: created.phone,
            ...(invited ? { invitedBy: invited.partnerName } : {}),
          },
        },
      );
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) {
        setBanner({ lines: [auth.t('createAccount.failed')] });
        return;
      }
      const fieldErrors = apiFieldErrors<Field>(error);
      if (error.code === 'CONFLICT') {
        for (const field of error.fields) {
          if (field === 'email' || field === 'phone')
            fieldErrors[field] ??= `${field}InUse` as AuthMessageKey;
        }
      }
      setErrors(fieldErrors);
      const inUse = (['email', 'phone'] as const).filter((field) => fieldErrors[field]?.endsWith('InUse'));
      if (inUse.length > 0) {
        setBanner({
          title: auth.t('createAccount.inUseTitle'),
          lines: inUse.map((field) => auth.error(fieldErrors[field]!)),
        });
      } else if (Object.keys(fieldErrors).length === 0) {
        setBanner({ lines: [error.message] });
      }
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
    }
  };

  const field = (name: Field, extra: { hint?: string } = {}) => (
    <TextField
      key={name}
      label={auth.t(`createAccount.${name}`)}
      name={name}
      type={TYPES[name] ?? 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      onChange={update(name)}
      error={errors[name] ? auth.error(errors[name]) : undefined}
      {...extra}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.create-account.heading')} intro={t('routes.create-account.intro')} />
      {banner ? (
        <FormBanner title={banner.title} testId="create-account-error">
          {banner.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </FormBanner>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {field('name')}
        {field('lastName')}
        {field('email')}
        {field('confirmEmail')}
        <SelectField
          label={auth.t('createAccount.country')}
          name="country"
          autoComplete="tel-country-code"
          options={prefixOptions(locale)}
          value={region}
          onChange={(event) => {
            setRegion(event.target.value);
            if (submitted) setErrors(validate(values, event.target.value));
          }}
        />
        {field('phone', { hint: auth.t('createAccount.phoneHint') })}
        {field('confirmPhone')}
        {field('password')}
        <PasswordChecklist password={values.password} />
        {field('confirmPassword')}
        <Button type="submit" size="large" fullWidth loading={submitting}>
          {auth.t('createAccount.submit')}
        </Button>
      </form>
      <p>
        {auth.t('createAccount.haveAccount')}{' '}
        <TextLink to={localizeHref('/login', locale)}>{auth.t('createAccount.logIn')}</TextLink>
      </p>
    </div>
  );
}
