import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST } from '@camino/contracts';
import { ToastContext } from './toast-context';
import type { Toast, ToastApi, ToastInput } from './toast-types';
import { ToastView } from './toast-view';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((input: ToastInput) => {
    const id = input.id ?? `toast-${++counter.current}`;
    const toast: Toast = {
      id,
      text: input.text,
      size: input.size ?? 'large',
      type: input.type ?? 'default',
      duration: input.duration ?? TOAST.durationMs,
      autoClose: input.autoClose ?? TOAST.autoClose,
      ...(input.title ? { title: input.title } : {}),
    };
    setToasts((current) => [...current.filter((existing) => existing.id !== id), toast]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the DOM so screen readers announce toasts added to it. */}
      <div
        aria-live="polite"
        aria-atomic="false"
        data-testid="toast-region"
        className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 p-3 sm:items-end sm:p-4"
      >
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onRemove={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
