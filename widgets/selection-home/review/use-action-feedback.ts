/** How the outcome of a review-tab action reaches the person: toast, error dialog, or login. */
import { useCallback } from 'react';
import type { MutationResult } from '../../../core/actions/mutation.ts';
import { messages } from '../../../core/messages/index.ts';
import { useFeedback } from '../../ui/feedback.tsx';

export function useActionFeedback() {
  const feedback = useFeedback();
  /**
   * A success shows `success` as a toast; a refusal while pending shows the waiting message as a
   * toast; any other failure shows the server's message in the error dialog, then sends a signed-out
   * person to login. Returns whether it worked.
   */
  const report = useCallback(
    async <T>(result: MutationResult<T>, success?: string): Promise<boolean> => {
      if (result.ok) {
        if (success) feedback.toast(success);
        return true;
      }
      if (result.error.code === 'PENDING') feedback.toast(result.error.message);
      else await feedback.showError(result.error);
      return false;
    },
    [feedback],
  );
  // The tab's one confirmation is the delete of one's own request: its button says 삭제, not 확인.
  const confirm = useCallback((message: string) => feedback.confirm(message, messages.review.delete), [feedback]);
  return { report, ensureLogin: feedback.ensureLogin, confirm, toast: feedback.toast };
}
