import { formatEstimate, START_APPLICATION_STEPS } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { ClockIcon } from '../../ui/icons';

/** The four steps of the application in the spec's order, each with its estimate and who does it. */
export function StartApplicationSteps() {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  return (
    <ol aria-label={t('start.stepsLabel')} className="flex flex-col gap-3" data-testid="start-steps">
      {START_APPLICATION_STEPS.map((step, index) => (
        <li key={step.id} className="flex gap-4 rounded-xl border-2 border-line bg-white p-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-lg font-semibold">{t(`start.steps.${step.id}.title`)}</h2>
            <p className="text-muted">{t(`start.steps.${step.id}.text`)}</p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-1.5 font-semibold">
                <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
                {t('start.estimate', { estimate: formatEstimate(step.estimate, locale) })}
              </span>
              <span className="text-muted">
                {t(step.doneBy === 'camino' ? 'start.doneByCamino' : 'start.doneByYou')}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
