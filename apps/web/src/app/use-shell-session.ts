import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hasValidToken } from '../lib/session/session';
import { getSessionManager, useSession } from '../lib/session/session-store';
import { localizeHref, useLocale } from '../lib/locale';

export function useShellSession() {
  const session = useSession();
  const navigate = useNavigate();
  const locale = useLocale();
  const signedIn = hasValidToken(session);
  const logOut = useCallback(() => {
    // The manager clears this tab and the others at once and revokes the server session.
    void getSessionManager().logOut();
    void navigate(localizeHref('/login', locale));
  }, [navigate, locale]);
  return { session, signedIn, logOut };
}
