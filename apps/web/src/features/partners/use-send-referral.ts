import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { referClient } from './api/health-referral';

/**
 * Sends the referral and goes to the confirmation, or to the error page when the partner could not
 * take it. The choices stay recorded on the server, so the error page can retry them as they were.
 */
export function useSendReferral(onFailure?: () => void): {
  sending: boolean;
  send: (excerpt: string | null) => Promise<void>;
} {
  const navigate = useNavigate();
  const locale = useLocale();
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (excerpt: string | null) => {
      setSending(true);
      try {
        await referClient(excerpt);
        void navigate(localizeHref('/confirmation-st', locale));
      } catch {
        if (onFailure) onFailure();
        else void navigate(localizeHref('/submission-error-st', locale));
      } finally {
        setSending(false);
      }
    },
    [navigate, locale, onFailure],
  );
  return { sending, send };
}
