import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/api/download-file';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';

/** The days still to come as a calendar file; its events say only "Appointment" or "Camino reminder". */
export function CalendarDownload() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadFile(`/mycase/after-filing/calendar.ics?lang=${locale}`, 'calendar.ics', {
        auth: 'token',
      });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="calendar-title" className="flex flex-col gap-2" data-testid="calendar-download">
      <h2 id="calendar-title" className="text-xl font-bold">
        {t('afterFiling.calendar.title')}
      </h2>
      <p>{t('afterFiling.calendar.text')}</p>
      {failed ? (
        <p role="alert" className="font-semibold text-error-700">
          {t('afterFiling.calendar.failed')}
        </p>
      ) : null}
      <Button outline onClick={() => void download()} loading={busy} data-testid="calendar-download-button">
        {t('afterFiling.calendar.download')}
      </Button>
    </section>
  );
}
