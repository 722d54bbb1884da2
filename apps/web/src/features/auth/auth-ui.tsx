import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';

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
