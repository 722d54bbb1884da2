import type { UiType } from '@camino/contracts';

export type ToastSize = 'large' | 'small';

/** The toast interface of the spec. */
export interface Toast {
  id: string;
  title?: string;
  text: string;
  size: ToastSize;
  type: UiType;
  duration: number;
  autoClose: boolean;
}

export type ToastInput = Partial<Omit<Toast, 'text'>> & Pick<Toast, 'text'>;

export interface ToastApi {
  show(toast: ToastInput): string;
  dismiss(id: string): void;
}
