import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { CaseMomentGate } from './case-moment-gate';

/** /congratulations: only once the applicant said the package was sent. */
export default function CongratulationsScreen() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  return (
    <CaseMomentGate page="congratulations" moment="congratulations">
      <article className="flex flex-col gap-6" data-testid="congratulations">
        <PageIntro title={t('congratulations.title')} intro={t('congratulations.text')} />
        <Link to={localizeHref('/final-instructions', locale)} className={buttonClasses({ fullWidth: true })}>
          {t('congratulations.next')}
        </Link>
      </article>
    </CaseMomentGate>
  );
}
