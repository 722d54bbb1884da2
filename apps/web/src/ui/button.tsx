import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, type ButtonLook } from './button-styles';
import { SpinnerIcon } from './icons';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  size,
  variant,
  outline,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${buttonClasses({ size, variant, outline, fullWidth })} ${className ?? ''}`}
      {...rest}
    >
      {loading ? (
        <>
          <SpinnerIcon className="size-5 shrink-0" />
          <span>{t('common.loading')}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
