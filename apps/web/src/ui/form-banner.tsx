import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

type Tone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<Tone, string> = {
  error: 'border-error-700 bg-error-50 text-error-800',
  success: 'border-success-700 bg-success-50 text-success-800',
  info: 'border-brand-700 bg-brand-50 text-brand-900',
  warning: 'border-warning-700 bg-warning-50 text-warning-800',
};

const ICONS: Record<Tone, ReactNode> = {
  error: <AlertIcon className="mt-0.5 size-5 shrink-0" />,
  warning: <AlertIcon className="mt-0.5 size-5 shrink-0" />,
  success: <CheckIcon className="mt-0.5 size-5 shrink-0" />,
  info: <InfoIcon className="mt-0.5 size-5 shrink-0" />,
};

/** A message block above or in a form; errors are announced at once, other news politely. */
export function FormBanner({
  tone = 'error',
  title,
  children,
  testId,
}: {
  tone?: Tone;
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex gap-2 rounded-lg border-2 p-3 text-left ${TONES[tone]}`}
    >
      {ICONS[tone]}
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
