import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiType } from '@camino/contracts';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons';
import type { Toast } from './toast-types';

export const TOAST_FADE_MS = 300;

const TONE: Record<UiType, string> = {
  default: 'border-brand-700 bg-white',
  info: 'border-info-700 bg-info-50',
  warning: 'border-warning-700 bg-warning-50',
  success: 'border-success-700 bg-success-50',
  error: 'border-error-700 bg-error-50',
};

const ICON_TONE: Record<UiType, string> = {
  default: 'text-brand-700',
  info: 'text-info-700',
  warning: 'text-warning-700',
  success: 'text-success-700',
  error: 'text-error-700',
};

export function ToastView({ toast, onRemove }: { toast: Toast; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!toast.autoClose) return;
    const timer = window.setTimeout(() => setLeaving(true), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.autoClose, toast.duration]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => onRemove(toast.id), TOAST_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, onRemove, toast.id]);

  const Icon =
    toast.type === 'success'
      ? CheckIcon
      : toast.type === 'error' || toast.type === 'warning'
        ? AlertIcon
        : InfoIcon;

  return (
    <div
      data-testid="toast"
      data-toast-type={toast.type}
      data-leaving={leaving}
      role={toast.type === 'error' ? 'alert' : undefined}
      className={`camino-toast pointer-events-auto flex w-full items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg ${TONE[toast.type]} ${
        toast.size === 'large' ? 'max-w-[444px]' : 'max-w-[300px]'
      }`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${ICON_TONE[toast.type]}`} />
      <div className="min-w-0 flex-1">
        {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
        <p className="text-sm">{toast.text}</p>
      </div>
      <button
        type="button"
        onClick={() => setLeaving(true)}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-black/5"
        aria-label={t('toast.dismiss')}
        data-testid="toast-dismiss"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
