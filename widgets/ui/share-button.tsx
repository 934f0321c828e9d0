/** Shares the current page (share sheet, or the link copied) and says how it went in a toast. */
import { messages } from '../../core/messages/index.ts';
import { shareLink, type ShareOutcome } from '../../bridge/share.ts';
import { useFeedback } from './feedback.tsx';

const { feedback: texts } = messages;

const said: Record<ShareOutcome, string | undefined> = {
  shared: texts.shareSuccess,
  copied: texts.copySuccess,
  cancelled: undefined,
  'share-failed': texts.shareFailure,
  'copy-failed': texts.copyFailure,
};

export function ShareButton({ title }: { title: string }) {
  const feedback = useFeedback();
  const onClick = async () => {
    const message = said[await shareLink({ title, url: location.href })];
    if (message) feedback.toast(message);
  };
  return (
    <button type="button" className="share-button" part="share-button" aria-label={texts.shareLabel(title)} onClick={() => void onClick()}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9Z" />
      </svg>
    </button>
  );
}
