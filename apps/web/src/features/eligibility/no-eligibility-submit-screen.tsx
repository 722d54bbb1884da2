import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { PageIntro } from '../../ui/page-intro';
import { createLead } from './api/lead';
import { FreeHelp } from './free-help';
import { LeadForm } from './lead-form';
import { NotFitReasons } from './not-fit-reasons';

export default function NoEligibilitySubmitScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.no-eligibility-submit.heading')}
        intro={t('routes.no-eligibility-submit.intro')}
      />
      <NotFitReasons />
      <LeadForm send={createLead} onSent={() => navigate(localizeHref('/no-eligibility-confirmation', locale))} />
      <FreeHelp />
    </article>
  );
}
