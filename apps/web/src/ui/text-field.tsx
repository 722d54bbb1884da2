import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CONTROL_CLASSES, FieldError, FieldHint, fieldDescribedBy } from './field-message';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        className={CONTROL_CLASSES}
        {...input}
      />
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
