import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';

export interface StepperProps {
  steps: readonly string[];
  /** Zero-based index of the step in progress. */
  current: number;
  label: string;
}

export function Stepper({ steps, current, label }: StepperProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ol className="flex flex-col gap-3 sm:flex-row sm:gap-2">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 items-center gap-3 sm:flex-col sm:items-start sm:gap-2"
            >
              <span
                className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 font-bold ${
                  done
                    ? 'border-success-700 bg-success-700 text-white'
                    : active
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line bg-white text-muted'
                }`}
              >
                {done ? <CheckIcon className="size-5" /> : index + 1}
              </span>
              <span className={active ? 'font-semibold' : 'text-muted'}>
                {step}
                <span className="sr-only">
                  {' '}
                  ({t(done ? 'stepper.done' : active ? 'stepper.current' : 'stepper.upcoming')})
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
