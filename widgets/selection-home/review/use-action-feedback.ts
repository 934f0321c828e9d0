/** How the outcome of a review-tab action reaches the person: toast, error dialog, or login. */
import { useCallback } from 'react';
import { reviewMessages } from '../../../core/messages/review.ts';
import { useFeedback } from '../../ui/feedback.tsx';

export function useActionFeedback() {
  const feedback = useFeedback();
  // The tab's one confirmation is the delete of one's own request: its button says 삭제, not 확인,
  // and a delete cannot be undone.
  const confirm = useCallback(
    (message: string) => feedback.confirm(message, { label: reviewMessages.delete, irreversible: true }),
    [feedback],
  );
  return { report: feedback.report, ensureLogin: feedback.ensureLogin, confirm, toast: feedback.toast };
}
