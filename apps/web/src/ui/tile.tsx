import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertIcon,
  CheckIcon,
  ChevronRightIcon,
  ClockIcon,
  LockIcon,
  PaperclipIcon,
  PencilIcon,
} from './icons';

export const TILE_STATES = [
  'error',
  'completed',
  'pending',
  'default',
  'edit',
  'disabled',
  'attachment',
  'hidden',
] as const;
export type TileState = (typeof TILE_STATES)[number];

const LOOK: Record<Exclude<TileState, 'hidden'>, { box: string; icon: ReactNode }> = {
  error: { box: 'border-error-700 bg-error-50', icon: <AlertIcon className="size-6 text-error-700" /> },
  completed: {
    box: 'border-success-700 bg-success-50',
    icon: <CheckIcon className="size-6 text-success-700" />,
  },
  pending: {
    box: 'border-warning-700 bg-warning-50',
    icon: <ClockIcon className="size-6 text-warning-700" />,
  },
  default: { box: 'border-line bg-white', icon: <ChevronRightIcon className="size-6 text-brand-700" /> },
  edit: { box: 'border-brand-700 bg-brand-50', icon: <PencilIcon className="size-6 text-brand-700" /> },
  disabled: { box: 'border-line bg-canvas text-muted', icon: <LockIcon className="size-6 text-muted" /> },
  attachment: { box: 'border-info-700 bg-info-50', icon: <PaperclipIcon className="size-6 text-info-700" /> },
};

export interface TileProps {
  title: string;
  description?: string;
  state?: TileState;
  onClick?: () => void;
  testId?: string;
}

export function Tile({ title, description, state = 'default', onClick, testId }: TileProps) {
  const { t } = useTranslation();
  if (state === 'hidden') return null;
  const look = LOOK[state];
  const inner = (
    <>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-muted">{description}</span> : null}
        <span className="sr-only">, {t(`tile.state.${state}`)}</span>
      </span>
      <span className="shrink-0">{look.icon}</span>
    </>
  );
  const box = `flex w-full min-h-16 items-center gap-4 rounded-xl border-2 p-4 text-left ${look.box}`;
  if (!onClick) {
    return (
      <div className={box} data-state={state} data-testid={testId}>
        {inner}
      </div>
    );
  }
  const disabled = state === 'disabled';
  return (
    <button
      type="button"
      className={`${box} ${disabled ? 'cursor-not-allowed' : 'hover:shadow-md'}`}
      data-state={state}
      data-testid={testId}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {inner}
    </button>
  );
}
