import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTROL_CLASSES, FieldError, FieldHint, fieldDescribedBy } from '../../ui/field-message';

/** The chosen down payment in dollars; the text is kept exactly as typed, even when it is not valid. */
export function DownPaymentField({
  value,
  onChange,
  onBlur,
  hint,
  error,
  ref,
}: {
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  hint: string;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('payment');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {t('options.downPaymentLabel')}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        >
          $
        </span>
        <input
          ref={ref}
          id={id}
          name="downPayment"
          inputMode="decimal"
          autoComplete="off"
          className={`${CONTROL_CLASSES} pl-7`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, hint, error)}
        />
      </div>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
