import type { DashboardStep, StepState } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { CheckIcon, ClockIcon } from '../../ui/icons';
import { STEP_WORK_ROUTES } from './next-step';

const LOOK: Record<StepState, string> = {
  completed: 'border-success-700 bg-success-50',
  'in-progress': 'border-brand-700 bg-brand-50',
  pending: 'border-line bg-white',
};

/** Where a step is done, once it can be opened: the review only from the moment it starts. */
function stepHref(id: DashboardStep['steps'][number]['id'], state: StepState): string | null {
  if (id === 'final-review' && state === 'pending') return null;
  return STEP_WORK_ROUTES[id];
}

/** Completing the information is two pieces of work, each with its own page. */
const INFORMATION_PARTS = [
  { path: '/legal-landing', key: 'dashboard.parts.legal', testId: 'step-part-legal' },
  { path: '/declaration-landing', key: 'dashboard.parts.declaration', testId: 'step-part-declaration' },
] as const;

/** The four steps with their states, each linking to where it is done; the current one is marked. */
export function StepProgressList({ progress }: { progress: DashboardStep }) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  return (
    <ol aria-label={t('dashboard.stepsLabel')} className="flex flex-col gap-2" data-testid="step-progress">
      {progress.steps.map((step) => (
        <li
          key={step.id}
          aria-current={progress.currentStep === step.id ? 'step' : undefined}
          data-state={step.state}
          className={`flex min-h-14 flex-wrap items-center justify-between gap-3 rounded-xl border-2 px-4 py-3 ${LOOK[step.state]}`}
        >
          {stepHref(step.id, step.state) ? (
            <Link
              to={localizeHref(stepHref(step.id, step.state)!, locale)}
              className="font-semibold text-brand-800 underline"
              data-testid={`step-link-${step.id}`}
            >
              {t(`start.steps.${step.id}.title`)}
            </Link>
          ) : (
            <span className="font-semibold">{t(`start.steps.${step.id}.title`)}</span>
          )}
          <span className="inline-flex shrink-0 items-center gap-1.5 text-sm">
            {step.state === 'completed' ? (
              <CheckIcon className="size-5 text-success-700" />
            ) : step.state === 'in-progress' ? (
              <ClockIcon className="size-5 text-brand-700" />
            ) : null}
            {t(`dashboard.stepState.${step.state}`)}
          </span>
          {step.id === 'complete-information' ? (
            <ul className="flex w-full flex-wrap gap-x-4 gap-y-1 text-sm">
              {INFORMATION_PARTS.map((part) => (
                <li key={part.path}>
                  <Link
                    to={localizeHref(part.path, locale)}
                    className="inline-flex min-h-11 items-center text-brand-800 underline"
                    data-testid={part.testId}
                  >
                    {t(part.key)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
