import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { AuthorizationModal } from './authorization-modal';
import { useHealthReferral } from './use-health-referral';
import { useSendReferral } from './use-send-referral';

const STEPS = ['authorize', 'contact', 'evaluation', 'evidence'] as const;
const REQUIREMENTS = ['case', 'time', 'identity'] as const;

/** The health-assessment partner: why an evaluation helps, what it takes, the steps, then consent. */
export default function AnnouncementsStScreen() {
  const { t } = useTranslation();
  const partners = useTranslation('partners');
  const locale = useLocale();
  const { state, reload } = useHealthReferral();
  const { sending, send } = useSendReferral();
  const [open, setOpen] = useState(false);
  const p = partners.t;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.announcements-st.heading')} intro={t('routes.announcements-st.intro')} />
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">{p('why.title')}</h2>
        <p>{p('why.text')}</p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">{p('requirements.title')}</h2>
        <ul className="list-disc pl-6">
          {REQUIREMENTS.map((key) => (
            <li key={key}>{p(`requirements.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">{p('steps.title')}</h2>
        <ol className="list-decimal pl-6">
          {STEPS.map((key) => (
            <li key={key}>{p(`steps.${key}`)}</li>
          ))}
        </ol>
      </section>
      <p className="text-sm">{p('optional')}</p>
      {state.status === 'loading' ? <p role="status">{p('loading')}</p> : null}
      {state.status === 'failed' ? (
        <div role="alert" className="flex flex-col gap-2">
          <p>{p('loadFailed')}</p>
          <Button outline onClick={reload}>
            {p('tryAgain')}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' && state.referral.status === 'sent' ? (
        <div role="status" className="flex flex-col gap-2" data-testid="health-already-sent">
          <p>{p('alreadySent')}</p>
          <Link className={buttonClasses({ outline: true })} to={localizeHref('/confirmation-st', locale)}>
            {p('seeConfirmation')}
          </Link>
        </div>
      ) : null}
      {state.status === 'ready' && state.referral.status !== 'sent' ? (
        <>
          <Button size="large" onClick={() => setOpen(true)} data-testid="health-start">
            {p('start')}
          </Button>
          <AuthorizationModal
            open={open}
            shared={state.referral.shared}
            sending={sending}
            onClose={() => setOpen(false)}
            onAuthorize={(excerpt) => void send(excerpt)}
          />
        </>
      ) : null}
    </div>
  );
}
