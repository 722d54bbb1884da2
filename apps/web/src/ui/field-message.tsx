import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

export function fieldDescribedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-error-700">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export const CONTROL_CLASSES =
  'block w-full min-h-12 rounded-lg border-2 border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted aria-invalid:border-error-700';
