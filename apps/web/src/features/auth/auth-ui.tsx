import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { AlertIcon, CheckIcon } from '../../ui/icons';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, string> = {
  error: 'border-error-700 bg-error-50 text-error-800',
  success: 'border-success-700 bg-success-50 text-success-800',
  info: 'border-brand-700 bg-brand-50 text-brand-900',
};

/** A message above a form; errors are announced at once, other news politely. */
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
      {tone === 'error' ? (
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
      ) : (
        <CheckIcon className="mt-0.5 size-5 shrink-0" />
      )}
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}

export function TextLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      {children}
    </Link>
  );
}

/**
 * The auth catalog; `error(key)` reads one of the spec's messages by its stable key and
 * `describe(failure)` says what went wrong with a call, in the current language.
 */
export function useAuthText() {
  const { t, i18n } = useTranslation('auth');
  const error = (key: string) => t(`errors.${key}`);
  const describe = (failure: unknown) => {
    if (failure instanceof ApiError) {
      if (failure.reason && i18n.exists(`auth:errors.${failure.reason}`)) return error(failure.reason);
      if (i18n.exists(`auth:errors.code.${failure.code}`)) return t(`errors.code.${failure.code}`);
    }
    return error('generic');
  };
  return { t, error, describe };
}
