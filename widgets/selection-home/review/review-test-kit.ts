/** Shared steps of the review-tab browser tests: sign in through the reference API, read dialogs. */
import { clearQueryCache } from '../../../core/cache/query-cache.ts';
import { refreshSession } from '../../../core/stores/session.ts';
import { shadow, waitFor } from '../../../tests/browser/helpers.ts';

export const PASSWORD = 'selection1234';

/** Signs in as a demo user: the API sets the token cookie for this page. */
export async function login(email: string): Promise<{ token: string; userId: string }> {
  const response = await fetch('/api_base/auth/app/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${response.status}`);
  const { user } = (await response.json()) as { user: { userId: string; auth: { access_token: string } } };
  clearQueryCache();
  await refreshSession();
  return { token: user.auth.access_token, userId: user.userId };
}

export async function logout(): Promise<void> {
  document.cookie = 'access_token=; path=/; max-age=0';
  clearQueryCache();
  await refreshSession();
}

export function openDialog(element: Element): HTMLDialogElement | null {
  const dialog = shadow(element).querySelector<HTMLDialogElement>('dialog[part="dialog"]');
  return dialog?.open ? dialog : null;
}

/** Waits for the dialog, returns its message, and presses OK (or Cancel). */
export async function answerDialog(element: Element, choice: 'ok' | 'cancel' = 'ok'): Promise<string> {
  const dialog = await waitFor(() => openDialog(element), { message: 'a dialog' });
  const text = dialog.querySelector('.dialog__message')?.textContent ?? '';
  const buttons = dialog.querySelectorAll<HTMLButtonElement>('.dialog__actions button');
  const button = choice === 'ok' ? buttons[buttons.length - 1] : buttons[0];
  button?.click();
  await waitFor(() => !openDialog(element), { message: 'the dialog to close' });
  return text;
}

export const toasts = (element: Element): string[] =>
  Array.from(shadow(element).querySelectorAll('[part="toast"]'), (toast) => toast.textContent ?? '');

export async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(path, { ...init, headers });
  return (await response.json()) as T;
}

/** Sets the page URL of the review tab (or the vote page) before an element mounts. */
export function atUrl(search: string): void {
  history.replaceState(null, '', `${location.pathname}${search}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
