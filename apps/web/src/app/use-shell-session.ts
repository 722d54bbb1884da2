import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hasValidToken } from '../lib/session/session';
import { getSessionSource, useSession } from '../lib/session/session-store';
import { localizeHref, useLocale } from '../lib/locale';

export function useShellSession() {
  const session = useSession();
  const navigate = useNavigate();
  const locale = useLocale();
  const signedIn = hasValidToken(session);
  const logOut = useCallback(() => {
    const token = session.token;
    if (token) {
      // Best effort: the local session is cleared whether or not the server answers.
      void fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
    }
    getSessionSource().clear();
    void navigate(localizeHref('/login', locale));
  }, [session.token, navigate, locale]);
  return { session, signedIn, logOut };
}
