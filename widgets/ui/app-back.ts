/**
 * The app's back button and the page's modal dialogs: while one is open, a `back` closes it as Esc
 * does (`returnValue` `cancel`), before anything opened under it (a guide), and the page answers
 * `back-result` `{handled: true}` (bridge/app-inbox.ts asks the last subscribed first).
 */
import { onAppMessage } from '../../bridge/app-inbox.ts';

/** Subscribe as `dialog` opens, and call what this returns as it closes (or leaves the page). */
export function closeOnAppBack(dialog: HTMLDialogElement): () => void {
  return onAppMessage((message) => {
    if (message.type !== 'back' || !dialog.open) return false;
    dialog.close('cancel');
    return true;
  });
}
