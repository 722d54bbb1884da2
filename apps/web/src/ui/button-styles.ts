import type { UiSize, UiType } from '@camino/contracts';

// Every size keeps a tap target of at least 44px.
const SIZE: Record<UiSize, string> = {
  small: 'min-h-11 px-3 text-sm gap-1.5',
  medium: 'min-h-12 px-5 text-base gap-2',
  large: 'min-h-14 px-7 text-lg gap-2.5',
};

const SOLID: Record<UiType, string> = {
  default: 'bg-brand-700 text-white hover:bg-brand-800 border-brand-700',
  info: 'bg-info-700 text-white hover:bg-info-800 border-info-700',
  warning: 'bg-warning-700 text-white hover:bg-warning-800 border-warning-700',
  success: 'bg-success-700 text-white hover:bg-success-800 border-success-700',
  error: 'bg-error-700 text-white hover:bg-error-800 border-error-700',
};

const OUTLINE: Record<UiType, string> = {
  default: 'bg-white text-brand-700 hover:bg-brand-50 border-brand-700',
  info: 'bg-white text-info-700 hover:bg-info-50 border-info-700',
  warning: 'bg-white text-warning-700 hover:bg-warning-50 border-warning-700',
  success: 'bg-white text-success-700 hover:bg-success-50 border-success-700',
  error: 'bg-white text-error-700 hover:bg-error-50 border-error-700',
};

export interface ButtonLook {
  size?: UiSize;
  variant?: UiType;
  outline?: boolean;
  fullWidth?: boolean;
}

export function buttonClasses({
  size = 'medium',
  variant = 'default',
  outline = false,
  fullWidth = false,
}: ButtonLook = {}): string {
  return [
    'inline-flex items-center justify-center rounded-lg text-center border-2 font-semibold no-underline transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
    SIZE[size],
    (outline ? OUTLINE : SOLID)[variant],
    fullWidth ? 'w-full' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
