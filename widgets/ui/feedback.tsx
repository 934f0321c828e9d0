/**
 * Dialogs and toasts of a widget: alert, confirm, toast, and the shared handling of a failed action
 * (server message in a dialog, then the login page when the person is not signed in).
 *
 * @csspart toasts - Where toast messages appear.
 * @csspart toast - One toast message.
 * @csspart dialog - An alert or confirm dialog.
 */
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MutationResult } from '../../core/actions/mutation.ts';
import type { ApiError } from '../../core/http/api-error.ts';
import { messages } from '../../core/messages/index.ts';
import { hasToken } from '../../core/stores/session.ts';
import { requireLogin } from '../../bridge/navigation.ts';
import { closeOnAppBack } from './app-back.ts';
import { useHost } from './host-context.ts';
import { usePageStillWhileOpen } from './page-still.ts';
import { focusOnwards, placesOf, type Places } from './use-focus-onwards.ts';

export interface Feedback {
  alert(message: string): Promise<void>;
  /**
   * `action` names the main button by what it does (삭제), 확인 by default; `irreversible`: what it
   * does cannot be undone, so focus starts on 취소 and an Enter on arrival does not do it.
   */
  confirm(message: string, action?: ConfirmAction): Promise<boolean>;
  /**
   * `said`: already read out where it was first shown (a toast handed over by a part that left): it
   * shows, and the page's live region does not read it out again.
   */
  toast(message: string, options?: { said?: boolean }): void;
  /** Shows what went wrong; a login-required failure then leads to the login page. */
  showError(error: ApiError): Promise<void>;
  /**
   * False when nobody is signed in: the login-required message, then the login hand-off unless the
   * person declines it (Esc or 취소).
   */
  ensureLogin(): Promise<boolean>;
  /**
   * The outcome of an action: a success shows `success` (if any) as a toast, a refusal while the
   * same action is on its way shows the waiting message as a toast, any other failure goes to
   * `showError`. Returns whether it worked.
   */
  report<T>(result: MutationResult<T>, success?: string): Promise<boolean>;
}

export interface ConfirmAction {
  label: string;
  irreversible?: boolean;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback: no FeedbackProvider above');
  return feedback;
}

interface DialogRequest {
  id: number;
  message: string;
  /** A second line, such as the contact-support hint of SPEC §8's "other" message. */
  detail?: string | undefined;
  kind: 'alert' | 'confirm';
  /** The main button, when not 확인. */
  action?: ConfirmAction | undefined;
  resolve: (confirmed: boolean) => void;
}

const TOAST_MS = 2500;
/** How long a toast has shown before its live region is taken to have read it out. */
const SAID_MS = 500;
/** Room kept between a toast and the foot of what the person sees when something covers the page's foot. */
const TOAST_CLEARANCE = 16;

/**
 * Keeps the fixed toasts above the foot of the visual viewport. The stylesheet places them above
 * the layout viewport's foot; an on-screen keyboard (iOS, and Chrome on Android by default) or a
 * pinch zoom leaves that foot out of sight, and a toast (코멘트 sent with the keyboard's send key)
 * would show under the keyboard. Returns the clean-up.
 */
function keepInSight(toasts: HTMLElement): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  const place = () => {
    // Where the toasts' foot is unlifted (measured so, whatever else places them), against the foot
    // of what is in sight: lifted only when out of it.
    toasts.style.translate = '';
    const foot = toasts.getBoundingClientRect().bottom;
    const sight = viewport.offsetTop + viewport.height;
    if (foot > sight) toasts.style.translate = `0 ${-Math.round(foot - sight + TOAST_CLEARANCE)}px`;
  };
  place();
  viewport.addEventListener('resize', place);
  viewport.addEventListener('scroll', place);
  return () => {
    viewport.removeEventListener('resize', place);
    viewport.removeEventListener('scroll', place);
    toasts.style.translate = '';
  };
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const host = useHost();
  // One dialog at a time: one asked for while another is open (an action's failure while a confirm
  // waits) comes after it, so each is answered and focus goes back where each was opened from.
  const [dialogs, setDialogs] = useState<DialogRequest[]>([]);
  const dialog = dialogs[0];
  const [toasts, setToasts] = useState<{ id: number; message: string; said: boolean; at: number }[]>([]);
  const nextToast = useRef(0);
  // A provider inside a part that can leave the page (the guide's dialog): a toast for an action
  // that ends after the part has gone (a coupon claim that lands after the guide closed) shows in
  // the provider around it, not nowhere.
  // A toast still showing as the part leaves (the guide closing a second after its coupon's message)
  // goes on showing there too, for its full time: the person had not read it yet. One shown a moment
  // (SAID_MS) has been read out, so it shows without being read out twice.
  const outer = useContext(FeedbackContext);
  const gone = useRef(false);
  const showing = useRef(toasts);
  useEffect(() => {
    showing.current = toasts;
  }, [toasts]);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      if (outer) for (const { message, said, at } of showing.current) outer.toast(message, { said: said || Date.now() - at >= SAID_MS });
    };
  }, [outer]);

  const toastsRef = useRef<HTMLDivElement>(null);
  const anyToast = toasts.length > 0;
  useEffect(() => (anyToast && toastsRef.current ? keepInSight(toastsRef.current) : undefined), [anyToast]);

  const nextDialog = useRef(0);
  const open = useCallback(
    (kind: DialogRequest['kind'], message: string, detail?: string, action?: ConfirmAction) =>
      new Promise<boolean>((resolve) =>
        setDialogs((list) => [...list, { id: ++nextDialog.current, kind, message, detail, action, resolve }]),
      ),
    [],
  );

  const feedback = useMemo<Feedback>(() => {
    const value: Feedback = {
      alert: async (message) => void (await open('alert', message)),
      // Esc declines an alert too: the login page follows only an explicit 확인.
      confirm: (message, action) => open('confirm', message, undefined, action),
      toast: (message, options) => {
        if (gone.current && outer) return outer.toast(message, options);
        const id = ++nextToast.current;
        setToasts((list) => [...list, { id, message, said: options?.said ?? false, at: Date.now() }]);
        setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_MS);
      },
      showError: async (error) => {
        // The hint belongs to the catalogue's message: a server's own message about the action
        // (이미 투표한 유저입니다.) stands alone; a server failing (5xx) is told in the catalogue's words, with it (SPEC §8).
        const hint = error.refusalMessage ? undefined : error.hint;
        if (!error.isLoginRequired) return void (await open('alert', error.displayMessage, hint));
        // Login needed: it may be declined (Esc or 취소); only 확인 goes to the login.
        if (await open('confirm', error.displayMessage, hint)) requireLogin(host);
      },
      ensureLogin: async () => {
        if (hasToken()) return true;
        if (await open('confirm', messages.errors.loginRequired)) requireLogin(host);
        return false;
      },
      report: async (result, success) => {
        if (result.ok) {
          if (success) value.toast(success);
          return true;
        }
        if (result.error.code === 'PENDING') value.toast(result.error.message);
        else await value.showError(result.error);
        return false;
      },
    };
    return value;
  }, [host, open, outer]);

  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {dialog ? (
        <Dialog
          key={dialog.id}
          request={dialog}
          onClose={(confirmed) => {
            setDialogs((list) => list.filter((request) => request !== dialog));
            dialog.resolve(confirmed);
          }}
        />
      ) : null}
      <div ref={toastsRef} className="toasts" part="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className="toast" part="toast" aria-hidden={toast.said || undefined}>
            {toast.message}
          </p>
        ))}
      </div>
    </FeedbackContext.Provider>
  );
}

function Dialog({ request, onClose }: { request: DialogRequest; onClose: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const detailId = useId();
  usePageStillWhileOpen(ref);
  // Where focus was as the dialog opened: the browser gives it back there as the dialog closes, unless
  // it left the page meanwhile (a vote card its refusal's answer took out of the list).
  const opener = useRef<{ element: Element; places: Places }>(undefined);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
    if (active) opener.current = { element: active, places: placesOf(active) };
    dialog.showModal();
    // Enter answers with the main button, unless what it does cannot be undone: then focus starts on
    // 취소. React's autoFocus runs before the dialog opens.
    dialog.querySelector<HTMLButtonElement>(request.action?.irreversible ? '[value="cancel"]' : '.button--primary')?.focus();
  }, [request.action]);
  // Closed natively (a button, or Esc as a cancel), so the browser gives focus back to what opened it.
  const closeWith = (value: 'ok' | 'cancel') => ref.current?.close(value);
  // In the app, its back button answers the dialog as Esc does, before anything under it.
  useEffect(() => (ref.current ? closeOnAppBack(ref.current) : undefined), []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      part="dialog"
      role="alertdialog"
      // No Tab stop of its own: WebKit makes a modal dialog one (between its last button and its first).
      tabIndex={-1}
      // The message names the dialog (an alert dialog needs a name); its detail, if any, describes it.
      aria-labelledby={messageId}
      aria-describedby={request.detail ? detailId : undefined}
      onClose={(event) => {
        if (opener.current && !opener.current.element.isConnected) focusOnwards(opener.current.places, event.currentTarget);
        onClose(event.currentTarget.returnValue === 'ok');
      }}
    >
      <p className="dialog__message">
        <span id={messageId}>{request.message}</span>
        {request.detail ? (
          <span id={detailId} className="dialog__detail">
            {request.detail}
          </span>
        ) : null}
      </p>
      <div className="dialog__actions">
        {request.kind === 'confirm' ? (
          <button type="button" className="button" value="cancel" onClick={() => closeWith('cancel')}>
            {messages.common.cancel}
          </button>
        ) : null}
        <button type="button" className="button button--primary" onClick={() => closeWith('ok')}>
          {request.action?.label ?? messages.common.ok}
        </button>
      </div>
    </dialog>
  );
}
