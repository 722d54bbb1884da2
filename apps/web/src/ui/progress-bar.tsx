import type { UiType } from '@camino/contracts';

const FILL: Record<UiType, string> = {
  default: 'bg-brand-700',
  info: 'bg-info-700',
  warning: 'bg-warning-700',
  success: 'bg-success-700',
  error: 'bg-error-700',
};

export interface ProgressBarProps {
  value: number;
  label: string;
  type?: UiType;
  /** Text shown beside the label, e.g. a formatted percentage. */
  valueText?: string;
}

export function ProgressBar({ value, label, type = 'default', valueText }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  const text = valueText ?? `${clamped}%`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-4 text-sm">
        <span className="font-semibold">{label}</span>
        <span aria-hidden="true">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className={`h-full rounded-full ${FILL[type]} transition-[width]`}
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}
