import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHint, fieldDescribedBy } from './field-message';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, className, ref, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, hint, error)}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="min-h-11 flex-1">
          {label}
        </label>
      </div>
      <div className="pl-9">
        <FieldHint id={id}>{hint}</FieldHint>
        <FieldError id={id}>{error}</FieldError>
      </div>
    </div>
  );
}
