import { GENDERS, PERSONAL_INFO_SAVE_FAILED, type PersonalInfoResponse } from '@camino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/locale';
import { ReadOnlyNotice } from '../../lib/read-only/read-only-notice';
import { useCaseReadOnlyStatus } from '../../lib/read-only/use-case-read-only';
import { Button } from '../../ui/button';
import { RadioGroup } from '../../ui/radio-group';
import { TextField } from '../../ui/text-field';
import { DateOfBirthField } from './date-of-birth-field';
import {
  type PersonalInfoErrors,
  type PersonalInfoValues,
  serverFieldErrors,
  toInput,
  toValues,
  validatePersonalInfo,
} from './personal-info-values';
import { caseKeys } from '../../lib/api/case-keys';
import { personalInfoQuery, savePersonalInfo } from './api/personal-info';
import { signInIdentityQuery } from './api/sign-in-identity';

type Outcome = 'idle' | 'saved' | 'failed';

function Form({ initial }: { initial: PersonalInfoResponse }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const readOnly = useCaseReadOnlyStatus();
  const identity = useQuery(signInIdentityQuery).data;
  const [values, setValues] = useState<PersonalInfoValues>(() => toValues(initial));
  const [errors, setErrors] = useState<PersonalInfoErrors>({});
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const summary = useRef<HTMLParagraphElement>(null);

  const showErrors = (next: PersonalInfoErrors) => {
    setErrors(next);
    // The summary takes focus so the applicant hears that something needs fixing; the fields keep their text.
    requestAnimationFrame(() => summary.current?.focus());
  };

  const save = useMutation({
    mutationFn: savePersonalInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData(personalInfoQuery.queryKey, saved);
      // The dashboard greets the applicant by the saved name.
      void queryClient.invalidateQueries({ queryKey: caseKeys.dashboard() });
      setOutcome('saved');
    },
    onError: (error) => {
      const named = error instanceof ApiError ? serverFieldErrors(error.fieldErrors, locale) : {};
      if (Object.keys(named).length > 0) {
        setOutcome('idle');
        showErrors(named);
        return;
      }
      // A refusal because the case became read-only shows the notice on the next read.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: caseKeys.percentages() });
      setOutcome('failed');
    },
  });

  const change = (next: Partial<PersonalInfoValues>) => {
    setValues((current) => ({ ...current, ...next }));
    if (outcome === 'saved') setOutcome('idle');
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome('idle');
    const found = validatePersonalInfo(values, locale);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    save.mutate(toInput(values));
  }

  const hasErrors = Object.keys(errors).length > 0;
  const disabled = readOnly !== 'editable';
  const text = (name: 'name' | 'lastName' | 'aNumber' | 'email' | 'phone') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
    error: errors[name],
    'data-testid': `personal-info-${name}`,
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="personal-info-form">
      <ReadOnlyNotice status={readOnly} />
      <p className="text-muted">{t('form.intro')}</p>
      <p
        ref={summary}
        tabIndex={-1}
        role={hasErrors ? 'alert' : undefined}
        className={hasErrors ? 'font-semibold text-error-700 outline-none' : 'sr-only'}
      >
        {hasErrors ? t('form.fixErrors') : ''}
      </p>
      <fieldset disabled={disabled} className="flex flex-col gap-5">
        <TextField label={t('form.name')} autoComplete="given-name" {...text('name')} />
        <TextField label={t('form.lastName')} autoComplete="family-name" {...text('lastName')} />
        <TextField
          label={t('form.aNumber')}
          hint={t('form.aNumberHint')}
          autoComplete="off"
          spellCheck={false}
          {...text('aNumber')}
        />
        <DateOfBirthField
          value={values.dateOfBirth}
          onChange={(dateOfBirth) => change({ dateOfBirth })}
          error={errors.dateOfBirth}
          locale={locale}
        />
        <RadioGroup
          legend={t('form.gender')}
          name="gender"
          options={GENDERS.map((gender) => ({ value: gender, label: t(`form.genders.${gender}`) }))}
          value={values.gender}
          onChange={(gender) => change({ gender: gender as PersonalInfoValues['gender'] })}
          error={errors.gender}
        />
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...text('email')}
        />
        <TextField
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...text('phone')}
        />
        <p className="text-muted" data-testid="contact-not-sign-in">
          {identity?.phone
            ? t('form.contactOnly', { email: identity.email, phone: identity.phone })
            : identity
              ? t('form.contactOnlyEmail', { email: identity.email })
              : t('form.contactOnlyPlain')}
        </p>
      </fieldset>
      {outcome === 'failed' ? (
        <p role="alert" className="font-semibold text-error-700" data-testid="personal-info-failed">
          {PERSONAL_INFO_SAVE_FAILED[locale]}
        </p>
      ) : null}
      <p role="status" className={outcome === 'saved' ? 'font-semibold text-success-700' : 'sr-only'}>
        {outcome === 'saved' ? t('form.saved') : ''}
      </p>
      <Button
        type="submit"
        size="large"
        fullWidth
        disabled={disabled}
        loading={save.isPending}
        data-testid="personal-info-save"
      >
        {t('form.save')}
      </Button>
    </form>
  );
}

/** The personal information form of My profile and of the Personal info page. */
export function PersonalInfoForm() {
  const { t } = useTranslation('profile');
  const info = useQuery(personalInfoQuery);
  if (info.isPending)
    return (
      <p role="status" className="text-muted">
        {t('form.loading')}
      </p>
    );
  if (info.isError)
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="font-semibold text-error-700">
          {t('form.loadError')}
        </p>
        <Button outline onClick={() => void info.refetch()}>
          {t('form.retry')}
        </Button>
      </div>
    );
  // Mounted once with the loaded values: a later refetch never overwrites what the applicant typed.
  return <Form initial={info.data} />;
}
