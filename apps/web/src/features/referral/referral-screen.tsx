import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasValidToken } from '../../lib/session/session';
import { useSession } from '../../lib/session/session-store';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { InvitationLanding } from './invitation-landing';
import { InvitationShare } from './invitation-share';

/**
 * The referral programme's page: a visitor who followed an invitation link is welcomed and sent to
 * the questionnaire; an applicant sees their own link; anyone else learns how it works.
 */
export default function ReferralScreen() {
  const [params] = useSearchParams();
  const signedIn = hasValidToken(useSession());
  const { t } = useTranslation('referral');
  const locale = useLocale();
  const code = params.get('code')?.trim();

  if (code && !signedIn) return <InvitationLanding code={code} />;
  if (signedIn) return <InvitationShare />;
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('visitor.title')} intro={t('visitor.intro')} />
      <div className="flex flex-col gap-3">
        <Link
          to={`${localizeHref('/login', locale)}?next=${encodeURIComponent(localizeHref('/referral', locale))}`}
          className={buttonClasses({ size: 'large', fullWidth: true })}
        >
          {t('visitor.logIn')}
        </Link>
        <Link
          to={localizeHref('/pre-questionnaire', locale)}
          className={buttonClasses({ size: 'large', fullWidth: true, outline: true })}
        >
          {t('visitor.start')}
        </Link>
      </div>
    </article>
  );
}
