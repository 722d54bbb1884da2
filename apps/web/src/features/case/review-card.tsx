import type { ReviewCard as ReviewCardData, StepState } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';

function ReviewRow({ label, state }: { label: string; state: StepState }) {
  const { t } = useTranslation('workspace');
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg bg-canvas px-3 py-2" data-state={state}>
      <span className="font-semibold">{label}</span>
      <span className="text-sm">{t(`dashboard.stepState.${state}`)}</span>
    </li>
  );
}

/** The second dashboard's card: where the initial and final reviews stand, and the way into them. */
export function ReviewCard({ review }: { review: ReviewCardData }) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="review-card-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-info-700 bg-info-50 p-5"
      data-testid="review-card"
    >
      <h2 id="review-card-title" className="text-xl font-bold">
        {t('review.title')}
      </h2>
      <p>{t('review.intro')}</p>
      <ul className="flex flex-col gap-2">
        <ReviewRow label={t('review.initial')} state={review.initialReview} />
        <ReviewRow label={t('review.final')} state={review.finalReview} />
      </ul>
      {review.hasCorrectionRequest ? (
        <p role="status" className="font-semibold">
          {t('review.correction')}
        </p>
      ) : review.isFinalReview ? (
        <p>{t('review.finalNote')}</p>
      ) : null}
      <Link to={localizeHref('/review-landing', locale)} className={buttonClasses({ fullWidth: true })}>
        {t('review.go')}
      </Link>
    </section>
  );
}
