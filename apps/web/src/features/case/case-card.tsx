import { type Dashboard, type Deadline, workspaceMessage } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { formatCalendarDay } from '../../lib/format-calendar-day';

const STATUS_LOOK: Record<Deadline['status'], string> = {
  ok: 'border-success-700 bg-success-50 text-success-800',
  near: 'border-warning-700 bg-warning-50 text-warning-800',
  passed: 'border-error-700 bg-error-50 text-error-800',
  unknown: 'border-info-700 bg-info-50 text-info-800',
  none: 'border-line bg-canvas text-ink',
};

function useDaysLeftText(deadline: Deadline): string {
  const { t } = useTranslation('workspace');
  if (deadline.daysLeft === null)
    return t(deadline.status === 'none' ? 'dashboard.noDeadline' : 'dashboard.unknownDeadline');
  if (deadline.daysLeft === 0) return t('dashboard.lastDay');
  if (deadline.daysLeft < 0) return t('dashboard.daysPast', { count: -deadline.daysLeft });
  return t('dashboard.daysLeft', { count: deadline.daysLeft });
}

function DeadlineFacts({ deadline }: { deadline: Deadline }) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const daysLeft = useDaysLeftText(deadline);
  return (
    <>
      <div className="flex flex-col gap-0.5">
        <dt className="text-sm text-muted">{t('dashboard.deadline')}</dt>
        <dd className="text-lg font-semibold" data-testid="deadline-date">
          {deadline.date ? formatCalendarDay(deadline.date, locale) : t('dashboard.unknownDeadline')}
        </dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-sm text-muted">{t('dashboard.daysLeftLabel')}</dt>
        <dd className="text-lg font-semibold" data-testid="deadline-days-left">
          {daysLeft}
        </dd>
      </div>
    </>
  );
}

/** The case card: greeting, application type, filing deadline with days left, and what the deadline means. */
export function CaseCard({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('workspace');
  const locale = useLocale();
  const { deadline } = dashboard;
  return (
    <section
      aria-labelledby="case-card-greeting"
      className="flex flex-col gap-4 rounded-2xl border-2 border-brand-700 bg-white p-5"
      data-testid="case-card"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-muted">{tw('dashboard.cardLabel')}</p>
        <h2 id="case-card-greeting" className="text-2xl font-bold text-brand-900">
          {tw('dashboard.greeting', { name: dashboard.greetingName })}
        </h2>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm text-muted">{tw('dashboard.applicationType')}</dt>
          <dd className="text-lg font-semibold" data-testid="application-type">
            {dashboard.strategy
              ? t(`strategies.${dashboard.strategy}.name`)
              : tw('dashboard.noApplicationType')}
          </dd>
        </div>
        {deadline ? <DeadlineFacts deadline={deadline} /> : null}
      </dl>
      {deadline ? (
        <div
          className={`flex flex-col gap-1 rounded-xl border-l-4 p-3 ${STATUS_LOOK[deadline.status]}`}
          data-testid="deadline-explanation"
          data-status={deadline.status}
        >
          <p className="font-semibold">{tw(`dashboard.status.${deadline.status}`)}</p>
          <p className="text-ink">{workspaceMessage(deadline.explanationKey, locale)}</p>
        </div>
      ) : null}
    </section>
  );
}
