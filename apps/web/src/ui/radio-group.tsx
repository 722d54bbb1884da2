import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, fieldDescribedBy } from './field-message';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value?: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  required,
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={fieldDescribedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 font-semibold">{legend}</legend>
      <FieldHint id={id}>{hint}</FieldHint>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="flex items-center gap-3">
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              onChange={() => onChange?.(option.value)}
              required={required}
              className="size-6 shrink-0 accent-brand-700"
            />
            <label htmlFor={optionId} className="flex min-h-11 flex-1 items-center">
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
