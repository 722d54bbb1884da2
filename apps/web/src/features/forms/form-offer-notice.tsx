import type { FormOffer, Locale } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../lib/format';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { localizeHref } from '../../lib/locale';
import { Button } from '../../ui/button';

/** When a form filed some days after a recorded date may be sent, its fee then, and where to answer for it. */
export function FormOfferNotice({
  formId,
  offer,
  completion,
  locale,
}: {
  readonly formId: string;
  readonly offer: FormOffer;
  readonly completion: number;
  readonly locale: Locale;
}) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const questions = localizeHref(`/legal-questions?questionnaire=${offer.questionnaire}`, locale);
  const fee = offer.fee === null ? null : formatMoney(offer.fee, locale);
  return (
    <div className="flex flex-col items-start gap-2" data-testid={`offer-${formId}`}>
      {offer.state === 'date-missing' ? (
        <p>{t('offer.dateMissing', { days: offer.days })}</p>
      ) : offer.state === 'waiting' ? (
        <p>{t('offer.waiting', { days: offer.days, date: formatCalendarDay(offer.from ?? '', locale) })}</p>
      ) : (
        <p>{t('offer.open', { date: formatCalendarDay(offer.from ?? '', locale) })}</p>
      )}
      {fee === null ? null : <p>{t('offer.fee', { fee })}</p>}
      <p className="text-sm text-muted">{t('offer.clock')}</p>
      {offer.state === 'date-missing' || completion < 100 ? (
        <Button outline onClick={() => void navigate(questions)}>
          {offer.state === 'date-missing' ? t('offer.recordDate') : t('offer.answer')}
        </Button>
      ) : null}
    </div>
  );
}
