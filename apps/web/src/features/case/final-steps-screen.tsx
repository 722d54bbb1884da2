import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { AfterFiling } from './after-filing';

const STEPS = ['download', 'sign', 'send', 'after'] as const;

/** /final-steps: the last steps in general terms; it reads no case data, so it claims nothing about one. */
export default function FinalStepsScreen() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('review');
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.final-steps.heading')} intro={t('routes.final-steps.intro')} />
      <ol className="list-decimal pl-6">
        {STEPS.map((step) => (
          <li key={step}>{tr(`finalSteps.${step}`)}</li>
        ))}
      </ol>
      <AfterFiling strategy={null} />
      <Link to={localizeHref('/case-dashboard', locale)} className={buttonClasses({ outline: true })}>
        {tr('finalSteps.toMyCase')}
      </Link>
    </article>
  );
}
