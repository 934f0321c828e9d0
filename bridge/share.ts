/**
 * Sharing a page's link: the system share sheet where the browser has one, otherwise the link is
 * copied to the clipboard. Answers with the SPEC §8 message naming what happened (none when the
 * person closed the sheet).
 */
import type { feedbackMessages } from '../core/messages/feedback.ts';

export type ShareOutcome = Exclude<keyof typeof feedbackMessages, 'share'> | 'cancelled';

export async function shareLink(data: { title: string; url: string }): Promise<ShareOutcome> {
  let failed: ShareOutcome = 'copyFailure';
  if (navigator.share) {
    try {
      await navigator.share(data);
      return 'shareSuccess';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
      failed = 'shareFailure';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copySuccess';
  } catch {
    return failed;
  }
}
