import { reasonText, type ScreeningChange, type ScreeningCheckResult } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screeningCheckQuery } from '../../lib/api/screening-check';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One sentence per fact that changed; the marriage's several screening questions are one fact. */
function useChangeLines(changes: readonly ScreeningChange[]): string[] {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const lines = changes.map((change) => {
    const fact = t(`screening.facts.${change.fact}`);
    if (change.screening === null) return t('screening.changeNew', { fact });
    if (ISO_DAY.test(change.screening) && ISO_DAY.test(change.now))
      return t('screening.changeDates', {
        fact,
        before: formatCalendarDay(change.screening, locale),
        now: formatCalendarDay(change.now, locale),
      });
    return t('screening.changeOther', { fact });
  });
  return [...new Set(lines)];
}

/**
 * What the legal answers changed of the eligibility check, said where the applicant is: on the
 * dashboard, beside the questions and before approval. When the case no longer fits without a lawyer
 * it says why and leads to legal help; otherwise it says the latest answer is the one used.
 */
export function ScreeningChangeView({ check }: { check: ScreeningCheckResult }) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const lines = useChangeLines(check.changes);
  if (check.changes.length === 0 && !check.needsLawyer) return null;
  const reasons = [
    ...new Set(check.reasons.map((key) => reasonText(key, locale)).filter((text) => text !== null)),
  ];
  const tone = check.needsLawyer
    ? 'border-error-700 bg-error-50 text-error-900'
    : 'border-brand-700 bg-brand-50 text-brand-900';
  return (
    <section
      role={check.needsLawyer ? 'alert' : 'status'}
      aria-labelledby="screening-change-title"
      className={`flex flex-col gap-3 rounded-2xl border-2 p-4 ${tone}`}
      data-testid="screening-change-notice"
      data-needs-lawyer={check.needsLawyer}
    >
      <h2 id="screening-change-title" className="text-lg font-bold">
        {check.needsLawyer ? t('screening.titleNeedsLawyer') : t('screening.titleChanged')}
      </h2>
      {lines.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p>{t('screening.changedIntro')}</p>
          <ul className="list-disc pl-5" data-testid="screening-changes">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {check.needsLawyer ? (
        <>
          {reasons.length > 0 ? (
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold">{t('screening.whyTitle')}</h3>
              <ul className="list-disc pl-5" data-testid="screening-reasons">
                {reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="font-semibold">{t('screening.unsafe')}</p>
          <p>{t('screening.mistake')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link
              to={localizeHref('/talk-to-a-lawyer', locale)}
              className={buttonClasses({ size: 'medium' })}
              data-testid="screening-get-help"
            >
              {t('screening.getHelp')}
            </Link>
            <Link
              to={localizeHref('/legal-sections', locale)}
              className={buttonClasses({ size: 'medium', outline: true })}
              data-testid="screening-check-answers"
            >
              {t('screening.checkAnswers')}
            </Link>
          </div>
        </>
      ) : (
        <p>{t('screening.deadlineNote')}</p>
      )}
    </section>
  );
}

/** The notice for the signed-in applicant's case, read from the server; nothing while nothing changed. */
export function ScreeningChangeNotice() {
  const check = useQuery(screeningCheckQuery());
  return check.data ? <ScreeningChangeView check={check.data} /> : null;
}
