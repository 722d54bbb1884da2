import type { AfterFiling } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { localizeHref, useLocale } from '../../lib/locale';

type Item = AfterFiling['timeline'][number];

const STATE_CLASSES: Record<Item['state'], string> = {
  done: 'border-success-700 bg-success-50',
  now: 'border-warning-700 bg-warning-50',
  past: 'border-line bg-canvas',
  next: 'border-brand-700 bg-brand-50',
  later: 'border-line bg-white',
};

/** The text of one item: what it is, its day when known, and what to do about it in its state. */
function useItemText() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  return (item: Item) => {
    const date = item.day ? formatCalendarDay(item.day, locale) : '';
    const base = `afterFiling.timeline.${item.id}`;
    const variant = item.day === null ? 'unknown' : item.state;
    return t(`${base}.${variant}`, {
      date,
      year: item.fee?.year ?? 0,
      amount: item.fee?.amount ?? 0,
      defaultValue: t(`${base}.later`, { date, year: item.fee?.year ?? 0, amount: item.fee?.amount ?? 0 }),
    });
  };
}

/** What happened, what comes next and roughly when, and what to do now, counted from the receipt date. */
export function AfterFilingTimeline({ view }: { view: AfterFiling }) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const textOf = useItemText();
  return (
    <section
      aria-labelledby="timeline-title"
      className="flex flex-col gap-3"
      data-testid="after-filing-timeline"
    >
      <h2 id="timeline-title" className="text-xl font-bold">
        {t('afterFiling.timeline.title')}
      </h2>
      <ol className="flex flex-col gap-2">
        {view.timeline.map((item) => (
          <li
            key={`${item.id}-${item.fee?.year ?? 0}`}
            className={`flex flex-col gap-1 rounded-lg border-l-4 px-3 py-2 ${STATE_CLASSES[item.state]}`}
            data-item={item.id}
            data-state={item.state}
          >
            <span className="text-sm font-semibold uppercase tracking-wide text-muted">
              {t(`afterFiling.state.${item.state}`)}
              {item.daysFromToday !== null && item.daysFromToday > 0
                ? ` · ${t('afterFiling.inDays', { count: item.daysFromToday })}`
                : ''}
            </span>
            <span>{textOf(item)}</span>
            {item.id === 'work-permit-file' && item.state === 'now' ? (
              <Link
                to={localizeHref('/forms-checklist', locale)}
                className="font-semibold text-brand-700 underline"
              >
                {t('afterFiling.timeline.work-permit-file.action')}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The facts behind the timeline, each with its source and the day it was checked. */
export function AfterFilingFacts({ view }: { view: AfterFiling }) {
  const { t } = useTranslation('review');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="after-facts-title"
      className="flex flex-col gap-3"
      data-testid="after-filing-facts"
    >
      <h2 id="after-facts-title" className="text-xl font-bold">
        {t('afterFiling.factsTitle')}
      </h2>
      <ul className="flex flex-col gap-3">
        {view.facts.map((fact) => (
          <li key={fact.id} className="flex flex-col gap-1" data-fact={fact.id}>
            <span>{fact.text}</span>
            <span className="text-sm text-muted">
              <a href={fact.sourceUrl} className="underline" target="_blank" rel="noreferrer noopener">
                {t('afterFiling.source')}
              </a>{' '}
              · {t('afterFiling.checked', { date: formatCalendarDay(fact.asOf, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
