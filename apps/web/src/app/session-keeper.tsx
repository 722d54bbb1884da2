import { useContext, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitLocale } from '@camino/contracts';
import { localizeHref, useLocale } from '../lib/locale';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { ToastContext } from '../ui/toast/toast-context';
import { browserLeaveDeps, hasLeft, leaveSite } from '../lib/quick-exit/leave-site';
import { getSessionManager } from '../lib/session/session-store';
import type { SessionManager } from '../lib/session/session-manager';

/**
 * Runs the session manager for the whole app: restores the session, follows its sign-outs to the
 * right page and shows the inactivity warning.
 */
export function SessionKeeper({ manager = getSessionManager() }: { manager?: SessionManager }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  // Optional: a sign-out must still navigate where no toast region is mounted.
  const toast = useContext(ToastContext);
  const [warningOpen, setWarningOpen] = useState(false);

  useEffect(() => {
    void manager.start();
  }, [manager]);

  useEffect(
    () =>
      manager.on((event) => {
        if (event.type === 'idle-warning') return setWarningOpen(true);
        if (event.type === 'idle-warning-cleared') return setWarningOpen(false);
        setWarningOpen(false);
        switch (event.reason) {
          case 'logout':
            // Whoever logged out chose where to go.
            return;
          case 'quick-exit':
            // Another tab left: this one leaves too; the session is already over.
            if (!hasLeft()) leaveSite({ ...browserLeaveDeps(), endSession: () => undefined });
            return;
          case 'temp-expired':
            void navigate(localizeHref('/', locale), { replace: true });
            return;
          case 'invalid-token':
            toast?.show({ text: t('session.invalidToken'), type: 'error' });
            break;
          default:
            break;
        }
        if (splitLocale(pathname).path === '/login') return;
        const here = `${pathname}${search}`;
        // After inactivity the next person at this device should not land on the last page.
        const next = event.reason === 'idle' ? '' : `?next=${encodeURIComponent(here)}`;
        void navigate(`${localizeHref('/login', locale)}${next}`, { replace: true });
      }),
    [manager, navigate, locale, pathname, search, toast, t],
  );

  return (
    <Modal
      open={warningOpen}
      title={t('session.idleTitle')}
      onHide={() => {
        setWarningOpen(false);
        // Closing the warning (Escape, the close button) is an answer from someone at the device.
        manager.stayActive();
      }}
      onClose={() => undefined}
      disableOverlayClose
      hideActions
      testId="idle-warning"
    >
      <p>{t('session.idleText')}</p>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          outline
          data-testid="idle-warning-log-out"
          onClick={() => {
            setWarningOpen(false);
            void manager.logOut();
            void navigate(localizeHref('/login', locale), { replace: true });
          }}
        >
          {t('session.logOut')}
        </Button>
        <Button data-testid="idle-warning-stay" onClick={() => manager.stayActive()}>
          {t('session.stay')}
        </Button>
      </div>
    </Modal>
  );
}
