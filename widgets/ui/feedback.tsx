/**
 * Dialogs and toasts of a widget: alert, confirm, toast, and the shared handling of a failed action
 * (server message in a dialog, then the login page when the person is not signed in).
 *
 * @csspart toasts - Where toast messages appear.
 * @csspart toast - One toast message.
 * @csspart dialog - An alert or confirm dialog.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiError } from '../../core/http/api-error.ts';
import { messages } from '../../core/messages/index.ts';
import { hasToken } from '../../core/stores/session.ts';
import { requireLogin } from '../../bridge/navigation.ts';
import { useHost } from './host-context.ts';

export interface Feedback {
  alert(message: string): Promise<void>;
  confirm(message: string): Promise<boolean>;
  toast(message: string): void;
  /** Shows what went wrong; a login-required failure then leads to the login page. */
  showError(error: ApiError): Promise<void>;
  /** False (after the login-required message and the login hand-off) when nobody is signed in. */
  ensureLogin(): Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback: no FeedbackProvider above');
  return feedback;
}

interface DialogRequest {
  message: string;
  /** A second line, such as the contact-support hint of SPEC §8's "other" message. */
  detail?: string | undefined;
  kind: 'alert' | 'confirm';
  resolve: (confirmed: boolean) => void;
}

const TOAST_MS = 2500;

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const host = useHost();
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [toasts, setToasts] = useState<{ id: number; message: string }[]>([]);
  const nextToast = useRef(0);

  const open = useCallback(
    (kind: DialogRequest['kind'], message: string, detail?: string) =>
      new Promise<boolean>((resolve) => setDialog({ kind, message, detail, resolve })),
    [],
  );

  const feedback = useMemo<Feedback>(() => {
    const value: Feedback = {
      alert: async (message) => void (await open('alert', message)),
      confirm: (message) => open('confirm', message),
      toast: (message) => {
        const id = ++nextToast.current;
        setToasts((list) => [...list, { id, message }]);
        setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_MS);
      },
      showError: async (error) => {
        // The hint belongs to the catalogue's message; a server's own message stands alone.
        await open('alert', error.displayMessage, error.serverMessage ? undefined : error.hint);
        if (error.isLoginRequired) requireLogin(host);
      },
      ensureLogin: async () => {
        if (hasToken()) return true;
        await value.alert(messages.errors.loginRequired);
        requireLogin(host);
        return false;
      },
    };
    return value;
  }, [host, open]);

  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {dialog ? (
        <Dialog
          request={dialog}
          onClose={(confirmed) => {
            setDialog(null);
            dialog.resolve(confirmed);
          }}
        />
      ) : null}
      <div className="toasts" part="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className="toast" part="toast">
            {toast.message}
          </p>
        ))}
      </div>
    </FeedbackContext.Provider>
  );
}

function Dialog({ request, onClose }: { request: DialogRequest; onClose: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      part="dialog"
      role="alertdialog"
      aria-describedby="dialog-message"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <p id="dialog-message" className="dialog__message">
        {request.message}
        {request.detail ? <span className="dialog__detail">{request.detail}</span> : null}
      </p>
      <div className="dialog__actions">
        {request.kind === 'confirm' ? (
          <button type="button" className="button" onClick={() => onClose(false)}>
            {messages.common.cancel}
          </button>
        ) : null}
        <button type="button" className="button button--primary" autoFocus onClick={() => onClose(true)}>
          {messages.common.ok}
        </button>
      </div>
    </dialog>
  );
}
