import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { AfterFilingFacts, AfterFilingTimeline } from './after-filing-timeline';
import { afterFilingQuery } from './api/after-filing';
import { AppointmentsForm } from './appointments-form';
import { BringList } from './bring-list';
import { PracticeLink } from './practice-link';
import { CalendarDownload } from './calendar-download';
import { LawyerNotice } from './lawyer-notice';
import { MoveForm } from './move-form';
import { ReceiptForm } from './receipt-form';

/**
 * The dashboard once the package was sent: the receipt to record, then the timeline it starts, the
 * appointments, the facts with their sources and when to see a lawyer.
 */
export function AfterFilingPanel() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const view = useQuery(afterFilingQuery(locale));
  if (view.isPending)
    return (
      <p role="status" className="text-muted">
        {t('afterFiling.loading')}
      </p>
    );
  if (view.isError)
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="font-semibold text-error-700">
          {t('afterFiling.loadFailed')}
        </p>
        <Button outline onClick={() => void view.refetch()}>
          {t('afterFiling.retry')}
        </Button>
      </div>
    );
  const data = view.data;
  return (
    <div className="flex flex-col gap-6" data-testid="after-filing-panel">
      {data.record ? (
        <>
          <AfterFilingTimeline view={data} />
          <AppointmentsForm record={data.record} />
          <CalendarDownload />
          <MoveForm />
          <BringList strategy={data.strategy} />
          {data.strategy === 'asylum' || data.record.interviewDate !== null ? <PracticeLink /> : null}
        </>
      ) : (
        <ReceiptForm record={null} />
      )}
      <LawyerNotice />
      <AfterFilingFacts view={data} />
    </div>
  );
}
