import { reasonText } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personalInfoQuery } from '../../lib/api/personal-info';
import { screeningCheckQuery } from '../../lib/api/screening-check';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { requestLawyerReferral } from './api/lawyer-referral';
import { FreeHelp } from './free-help';
import { LeadForm } from './lead-form';
import { ReasonList } from './not-fit-reasons';

/**
 * /talk-to-a-lawyer: the referral the eligibility check offers a visitor it cannot serve, for an
 * applicant whose later answers mean the case needs a lawyer: why, free help, and a partner law firm
 * that can call, with the contact details the case already knows offered in the form.
 */
export default function TalkToALawyerScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = usePageContent('eligibility');
  const check = useQuery(screeningCheckQuery());
  const contact = useQuery(personalInfoQuery);
  const [sent, setSent] = useState(false);
  const reasons = (check.data?.reasons ?? [])
    .map((key) => reasonText(key, locale))
    .filter((text) => text !== null);
  const toCase = (
    <Link
      to={localizeHref('/case-dashboard', locale)}
      className={buttonClasses({ size: 'large', fullWidth: true, outline: true })}
    >
      {content.text('lawyer.toCase')}
    </Link>
  );
  return (
    <article className="flex flex-col gap-6" data-testid="talk-to-a-lawyer">
      <PageIntro title={t('routes.talk-to-a-lawyer.heading')} intro={t('routes.talk-to-a-lawyer.intro')} />
      {reasons.length > 0 ? <ReasonList title={content.text('lawyer.whyTitle')} reasons={reasons} /> : null}
      {check.data !== undefined && !check.data.needsLawyer ? (
        <p data-testid="lawyer-not-needed">{content.text('lawyer.notNeeded')}</p>
      ) : null}
      {sent ? (
        <section className="flex flex-col gap-3" role="status" data-testid="lawyer-referral-sent">
          <h2 className="text-xl font-bold">{content.text('lawyer.sentTitle')}</h2>
          <p>{content.text('leadDone.next')}</p>
        </section>
      ) : check.data?.needsLawyer === true && !contact.isPending ? (
        <section aria-labelledby="lawyer-form-title" className="flex flex-col gap-3">
          <h2 id="lawyer-form-title" className="text-xl font-bold">
            {content.text('lawyer.formTitle')}
          </h2>
          <LeadForm
            initial={{
              firstName: contact.data?.name ?? '',
              lastName: contact.data?.lastName ?? '',
              email: contact.data?.email ?? '',
              phone: contact.data?.phone ?? '',
            }}
            send={requestLawyerReferral}
            onSent={() => setSent(true)}
          />
        </section>
      ) : null}
      <FreeHelp />
      {toCase}
    </article>
  );
}
