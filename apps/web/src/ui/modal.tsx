import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL } from '@camino/contracts';
import { Button } from './button';
import { CloseIcon } from './icons';
import { QuickExit } from './quick-exit';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called MODAL.closeEmitDelayMs after the dialog hides, whatever closed it. */
  onClose: () => void;
  /** Called the moment the dialog hides, so the owner can set `open` to false and reopen it at once. */
  onHide?: () => void;
  onConfirm?: () => void;
  closeOnConfirm?: boolean;
  disableOverlayClose?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Hides the Confirm/Cancel footer for purely informative dialogs. */
  hideActions?: boolean;
  width?: string;
  testId?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog> makes the page inert but still lets Tab leave for the browser's own controls;
 * wrapping at both ends keeps keyboard users inside until they close it.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({
  open,
  title,
  children,
  onClose,
  onHide,
  onConfirm,
  closeOnConfirm = true,
  disableOverlayClose = false,
  confirmLabel,
  cancelLabel,
  hideActions = false,
  width = MODAL.defaultWidth,
  testId = 'modal',
}: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [visible, setVisible] = useState(false);
  const closing = useRef(false);
  const onCloseRef = useRef(onClose);
  const onHideRef = useRef(onHide);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
    onHideRef.current = onHide;
  }, [onClose, onHide]);

  const hide = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || closing.current) return;
    closing.current = true;
    setVisible(false);
    // The native close returns focus to the element that opened the dialog.
    if (dialog.open) dialog.close();
    onHideRef.current?.();
    window.setTimeout(() => {
      closing.current = false;
      onCloseRef.current();
    }, MODAL.closeEmitDelayMs);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      closing.current = false;
      if (!dialog.open) dialog.showModal();
      const timer = window.setTimeout(() => setVisible(true), MODAL.visibleDelayMs);
      return () => window.clearTimeout(timer);
    }
    if (dialog.open) {
      setVisible(false);
      dialog.close();
    }
    return undefined;
  }, [open]);

  const confirm = () => {
    onConfirm?.();
    if (closeOnConfirm) hide();
  };

  const style = { '--modal-width': width } as CSSProperties;

  return (
    <dialog
      ref={dialogRef}
      data-testid={testId}
      data-visible={visible}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      style={style}
      className="camino-modal m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 text-ink shadow-2xl md:m-auto md:w-(--modal-width) md:max-w-[calc(100%-2rem)] md:rounded-2xl"
      onCancel={(event) => {
        event.preventDefault();
        hide();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusInside(event);
      }}
      onClick={(event) => {
        // A click whose target is the dialog itself landed on the backdrop, outside the panel.
        if (event.target === event.currentTarget && !disableOverlayClose) hide();
      }}
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 pt-5 pb-3">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {/*
            A modal dialog makes the page's own quick exit unreachable, so it carries one. It comes after
            Close in focus order: the dialog focuses its first control on opening, and an Enter meant
            for the dialog must not leave the site.
          */}
          <div className="flex shrink-0 flex-row-reverse items-start gap-3">
            <button
              type="button"
              onClick={hide}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-canvas"
              aria-label={t('modal.close')}
              data-testid={`${testId}-close`}
            >
              <CloseIcon />
            </button>
            <QuickExit testId={`${testId}-quick-exit`} />
          </div>
        </div>
        {children ? (
          <div id={bodyId} className="overflow-y-auto px-5 py-4">
            {children}
          </div>
        ) : null}
        {hideActions ? null : (
          <div className="flex flex-col-reverse gap-3 border-t border-line px-5 py-4 sm:flex-row sm:justify-end">
            <Button outline onClick={hide} data-testid={`${testId}-cancel`}>
              {cancelLabel ?? t('modal.cancel')}
            </Button>
            <Button onClick={confirm} data-testid={`${testId}-confirm`}>
              {confirmLabel ?? t('modal.confirm')}
            </Button>
          </div>
        )}
      </div>
    </dialog>
  );
}
