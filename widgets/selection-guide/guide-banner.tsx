/** The sneakers guide: one banner linking to a web page (a deep link in an app new enough). */
import { guideMessages as text } from '../../core/messages/guide.ts';
import type { Guide } from '../../core/schemas/guide.ts';
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import { isAppWebView } from '../../bridge/app-env.ts';
import { openLink } from '../../bridge/deep-link.ts';
import { useHost } from '../ui/host-context.ts';
import { isBrowserClick } from '../ui/nav-link.tsx';

export function GuideBanner({ guide, onOpen, onFallback }: { guide: Guide; onOpen: () => void; onFallback: () => Promise<void> }) {
  const host = useHost();
  const slide = guide.slides[0];
  const webUrl = guide.webUrl === undefined ? undefined : safeLinkUrl(guide.webUrl);
  if (!slide) return null;
  const content = (
    <>
      <img className="guide__image" src={safeLinkUrl(slide.imgUrl)} width={slide.width} height={slide.height} alt="" decoding="async" />
      <span className="guide__copy">
        {slide.title ? <span className="guide__title">{slide.title}</span> : null}
        {slide.text ? <span className="guide__text">{slide.text}</span> : null}
        {webUrl ? (
          <span className="guide__more">
            {text.openBanner}
            <span aria-hidden="true"> ›</span>
          </span>
        ) : null}
      </span>
    </>
  );
  if (!webUrl) return <div className="guide__banner">{content}</div>;
  return (
    <a
      className="guide__banner"
      part="banner"
      href={webUrl}
      onClick={(event) => {
        // A new tab or window (Ctrl, ⌘, Shift, the middle button) is the browser's: the guide stays.
        // An app's web view has no tabs: its deep link or page, whatever the keys.
        if (isBrowserClick(event) && !isAppWebView()) return;
        event.preventDefault();
        // Completed first: the link may leave the page.
        onOpen();
        void openLink(host, webUrl, onFallback);
      }}
    >
      {content}
    </a>
  );
}
