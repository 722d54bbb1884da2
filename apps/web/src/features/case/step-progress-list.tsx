import type { DashboardStep, StepState } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ClockIcon } from '../../ui/icons';

const LOOK: Record<StepState, string> = {
  completed: 'border-success-700 bg-success-50',
  'in-progress': 'border-brand-700 bg-brand-50',
  pending: 'border-line bg-white',
};

/** The four steps with their states; the current one is marked for screen readers too. */
export function StepProgressList({ progress }: { progress: DashboardStep }) {
  const { t } = useTranslation('workspace');
  return (
    <ol aria-label={t('dashboard.stepsLabel')} className="flex flex-col gap-2" data-testid="step-progress">
      {progress.steps.map((step) => (
        <li
          key={step.id}
          aria-current={progress.currentStep === step.id ? 'step' : undefined}
          data-state={step.state}
          className={`flex min-h-14 items-center justify-between gap-3 rounded-xl border-2 px-4 py-3 ${LOOK[step.state]}`}
        >
          <span className="font-semibold">{t(`start.steps.${step.id}.title`)}</span>
          <span className="inline-flex shrink-0 items-center gap-1.5 text-sm">
            {step.state === 'completed' ? (
              <CheckIcon className="size-5 text-success-700" />
            ) : step.state === 'in-progress' ? (
              <ClockIcon className="size-5 text-brand-700" />
            ) : null}
            {t(`dashboard.stepState.${step.state}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
