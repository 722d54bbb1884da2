import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../ui/icons';

/** A message above a step; errors are announced at once, good news politely. */
export function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  const classes =
    tone === 'error'
      ? 'border-error-700 bg-error-50 text-error-800'
      : 'border-success-700 bg-success-50 text-success-800';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex gap-2 rounded-lg border-2 p-3 ${classes}`}
    >
      {tone === 'error' ? (
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
      ) : (
        <CheckIcon className="mt-0.5 size-5 shrink-0" />
      )}
      <div>{children}</div>
    </div>
  );
}
