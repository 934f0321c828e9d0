/** How the outcome of a review-tab action reaches the person: toast, error dialog, or login. */
import { useCallback } from 'react';
import { messages } from '../../../core/messages/index.ts';
import { useFeedback } from '../../ui/feedback.tsx';

export function useActionFeedback() {
  const feedback = useFeedback();
  // The tab's one confirmation is the delete of one's own request: its button says 삭제, not 확인.
  const confirm = useCallback((message: string) => feedback.confirm(message, messages.review.delete), [feedback]);
  return { report: feedback.report, ensureLogin: feedback.ensureLogin, confirm, toast: feedback.toast };
}
