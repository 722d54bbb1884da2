import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { hasValidToken } from '../../lib/session/session';
import { useSession } from '../../lib/session/session-store';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { ProfileView } from './profile-view';

/**
 * /profile has no guard: a paid applicant belongs on My profile, another signed-in one sees the same
 * profile (their personal information and password), and a visitor is asked to log in first.
 */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('profile');
  const locale = useLocale();
  const location = useLocation();
  const session = useSession();
  const signedIn = hasValidToken(session);
  if (signedIn && session.paid) return <Navigate to={localizeHref('/my-profile', locale)} replace />;
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.profile.heading')} intro={t('routes.profile.intro')} />
      {signedIn ? (
        <ProfileView />
      ) : (
        <div className="flex flex-col gap-4" data-testid="profile-login-prompt">
          <p>{tp('signedOut.text')}</p>
          <Link
            to={`${localizeHref('/login', locale)}?next=${encodeURIComponent(location.pathname)}`}
            className={buttonClasses({ fullWidth: true, size: 'large' })}
          >
            {tp('signedOut.login')}
          </Link>
        </div>
      )}
    </article>
  );
}
