import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { AfterFiling } from './after-filing';

/** /final-steps-landing: after filing, in general terms, with the way into the applicant's case. */
export default function FinalStepsLandingScreen() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('review');
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.final-steps-landing.heading')}
        intro={t('routes.final-steps-landing.intro')}
      />
      <AfterFiling strategy={null} />
      <Link to={localizeHref('/case-dashboard', locale)} className={buttonClasses({ fullWidth: true })}>
        {tr('finalSteps.toMyCase')}
      </Link>
    </article>
  );
}
