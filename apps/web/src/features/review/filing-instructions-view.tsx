import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { feeSourcesLabel } from '../../lib/fee-sources-label';
import { SourceList } from '../../ui/source-list';
import { instructionsQuery } from '../../lib/api/filing-instructions';

/** Where and how to send the package, with the source and the date the address was checked. */
export function FilingInstructionsView() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const instructions = useQuery(instructionsQuery(locale));
  if (instructions.isPending) return <p role="status">{t('loading')}</p>;
  if (instructions.isError)
    return (
      <div className="flex flex-col gap-2">
        <p role="alert" className="font-semibold text-error-700">
          {t('loadFailed')}
        </p>
        <Button outline onClick={() => void instructions.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const data = instructions.data;
  return (
    <div className="flex flex-col gap-4" data-testid="filing-instructions">
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-bold">{t('submit.office')}</h2>
        <p className="font-semibold">{data.office}</p>
        <h3 className="font-semibold">{t('submit.mail')}</h3>
        <address className="not-italic" data-testid="mail-address">
          {data.mail.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <h3 className="font-semibold">{t('submit.courier')}</h3>
        <address className="not-italic">
          {data.courier.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {data.note ? (
          <p className="rounded-lg border-2 border-warning-700 bg-warning-50 p-3">{data.note}</p>
        ) : null}
        <p className="text-sm text-muted">
          {t('submit.source', { source: data.source, date: formatCalendarDay(data.asOf, locale) })}{' '}
          <a
            href={data.sourceUrl}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-800 underline"
          >
            {t('submit.official')}
          </a>
        </p>
      </section>
      {data.fee ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">{t('submit.fee')}</h2>
          <p>{data.fee}</p>
          <SourceList label={feeSourcesLabel(t, data.feeSources, locale)} sources={data.feeSources} />
        </section>
      ) : null}
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-bold">{t('submit.steps')}</h2>
        <ol className="list-decimal pl-6">
          {data.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
