/** How the outcome of a review-tab action reaches the person: toast, error dialog, or login. */
import { useFeedback } from '../../ui/feedback.tsx';

export function useActionFeedback() {
  const feedback = useFeedback();
  return { report: feedback.report, ensureLogin: feedback.ensureLogin, confirm: feedback.confirm, toast: feedback.toast };
}
