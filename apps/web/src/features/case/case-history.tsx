import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { visibleHistory } from './visible-history';
import { caseHistoryQuery } from './api/case-history';

/** The case's history as a short timeline, newest first, in plain words. */
export function CaseHistory() {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const history = useQuery(caseHistoryQuery);
  const entries = visibleHistory(history.data?.entries ?? []).reverse();
  return (
    <section aria-labelledby="case-history-title" className="flex flex-col gap-3" data-testid="case-history">
      <h2 id="case-history-title" className="text-xl font-bold">
        {t('history.title')}
      </h2>
      {history.isError ? <p className="text-muted">{t('history.error')}</p> : null}
      {history.isSuccess && entries.length === 0 ? <p className="text-muted">{t('history.empty')}</p> : null}
      {entries.length > 0 ? (
        <ol className="flex flex-col border-l-2 border-brand-100 pl-4">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="relative flex flex-col gap-0.5 pb-4 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-brand-700"
              />
              <span className="font-semibold">{t(`history.events.${entry.event}`)}</span>
              <time dateTime={entry.at} className="text-sm text-muted">
                {formatDate(entry.at, locale, { dateStyle: 'medium' })}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
