import type { SafeMailingAddressState } from '@camino/contracts';
import { toUscisText } from '@camino/questionnaire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useUsStates } from '../../lib/api/us-states';
import { safeMailingAddressQuery, saveSafeMailingAddress } from './api/safe-mailing-address';
import {
  type SafeAddressErrors,
  type SafeAddressField,
  type SafeAddressValues,
  serverSafeAddressErrors,
  toSafeAddressValues,
  validateSafeAddress,
} from './safe-mailing-address-values';

/** Offers the plain spelling USCIS forms accept, on the field that was refused, instead of only refusing. */
function PlainLettersFix({ text, onUse }: { text: string; onUse: (fixed: string) => void }) {
  const { t } = useTranslation();
  const fixed = toUscisText(text);
  if (fixed === null || fixed === text) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="safe-address-fix">
      <span>{t('safeAddress.fix.text', { fixed })}</span>
      <button
        type="button"
        className="min-h-11 rounded-lg border-2 border-brand-700 px-3 font-semibold text-brand-800"
        onClick={() => onUse(fixed)}
        data-testid="safe-address-fix-use"
      >
        {t('safeAddress.fix.use')}
      </button>
    </p>
  );
}

/**
 * The safe mailing address form, used after an eligible outcome and from the profile. Nothing typed
 * is lost on a refusal; the server keeps the address where the package and the forms read it.
 */
export function SafeMailingAddressForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: SafeMailingAddressState['mailingAddress'];
  onSaved: (state: SafeMailingAddressState) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const states = useUsStates();
  const [values, setValues] = useState<SafeAddressValues>(() => toSafeAddressValues(initial));
  const [errors, setErrors] = useState<SafeAddressErrors>({});
  const [failed, setFailed] = useState(false);
  const summary = useRef<HTMLParagraphElement>(null);

  const showErrors = (next: SafeAddressErrors) => {
    setErrors(next);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const save = useMutation({
    mutationFn: saveSafeMailingAddress,
    onSuccess: (saved) => {
      queryClient.setQueryData(safeMailingAddressQuery.queryKey, saved);
      onSaved(saved);
    },
    onError: (error) => {
      const named = error instanceof ApiError ? serverSafeAddressErrors(error.fieldErrors, locale) : {};
      if (Object.keys(named).length > 0) showErrors(named);
      else setFailed(true);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const found = validateSafeAddress(values, locale);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ mailingAddress: values });
  }

  const change = (name: SafeAddressField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const line = (
    name: Exclude<SafeAddressField, 'state'>,
    field: { label: string; hint?: string; autoComplete: string; inputMode?: 'numeric' },
  ) => (
    <div className="flex flex-col gap-2">
      <TextField
        {...field}
        name={name}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
        error={errors[name]?.message}
        data-testid={`safe-address-${name}`}
      />
      {errors[name]?.key === 'plainLetters' ? (
        <PlainLettersFix text={values[name]} onUse={(fixed) => change(name, fixed)} />
      ) : null}
    </div>
  );

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="safe-address-form">
      <p
        ref={summary}
        tabIndex={-1}
        role={hasErrors ? 'alert' : undefined}
        className={hasErrors ? 'font-semibold text-error-700 outline-none' : 'sr-only'}
      >
        {hasErrors ? t('safeAddress.fixErrors') : ''}
      </p>
      {line('inCareOf', {
        label: t('safeAddress.fields.inCareOf'),
        hint: t('safeAddress.fields.inCareOfHint'),
        autoComplete: 'off',
      })}
      {line('street', {
        label: t('safeAddress.fields.street'),
        hint: t('safeAddress.fields.streetHint'),
        autoComplete: 'address-line1',
      })}
      {line('unit', { label: t('safeAddress.fields.unit'), autoComplete: 'address-line2' })}
      {line('city', { label: t('safeAddress.fields.city'), autoComplete: 'address-level2' })}
      <SelectField
        label={t('safeAddress.fields.state')}
        name="state"
        autoComplete="address-level1"
        placeholder={t('safeAddress.fields.statePlaceholder')}
        options={states.data ?? (values.state ? [{ value: values.state, label: values.state }] : [])}
        value={values.state}
        onChange={(event) => change('state', event.target.value)}
        error={errors.state?.message}
        data-testid="safe-address-state"
      />
      {line('zip', { label: t('safeAddress.fields.zip'), autoComplete: 'postal-code', inputMode: 'numeric' })}
      {failed ? (
        <p role="alert" className="font-semibold text-error-700">
          {t('safeAddress.failed')}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        <Button type="submit" loading={save.isPending} fullWidth data-testid="safe-address-save">
          {t('safeAddress.save')}
        </Button>
        {onCancel ? (
          <Button type="button" outline fullWidth onClick={onCancel}>
            {t('safeAddress.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
