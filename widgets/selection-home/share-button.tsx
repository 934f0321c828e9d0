/** Shares the current page (share sheet, or the link copied) and says how it went in a toast. */
import { feedbackMessages as texts } from '../../core/messages/feedback.ts';
import { shareLink } from '../../bridge/share.ts';
import { useFeedback } from '../ui/feedback.tsx';

export function ShareButton({ title }: { title: string }) {
  const feedback = useFeedback();
  const onClick = async () => {
    const outcome = await shareLink({ title, url: location.href });
    if (outcome !== 'cancelled') feedback.toast(texts[outcome]);
  };
  return (
    <button type="button" className="share-button" part="share-button" onClick={() => void onClick()}>
      {texts.share}
    </button>
  );
}
