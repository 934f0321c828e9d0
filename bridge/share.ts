/**
 * Sharing a page's link: the system share sheet where the browser has one, otherwise the link is
 * copied to the clipboard. Returns what happened; the widget says it with SPEC §8's messages.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'share-failed' | 'copy-failed';

export async function shareLink({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  let shareFailed = false;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // The person closed the sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      shareFailed = true;
    }
  }
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return shareFailed ? 'share-failed' : 'copy-failed';
  }
}
