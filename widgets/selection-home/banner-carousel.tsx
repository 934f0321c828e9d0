/**
 * Main banners (view type A) in an auto-rotating carousel with a page counter, and the sub banners
 * (B, C) below. The track scrolls natively (swipe, trackpad, keyboard) and snaps per banner;
 * autoplay pauses on hover, focus, reduced motion and while any dialog of the page is open (a guide,
 * the line chooser, a confirmation): nothing moves behind what a person is reading. Each step changes the counter once, and the wrap
 * from the last banner to the first jumps rather than sliding back past every banner.
 *
 * Why not Swiper here: it would add about 22 KB (gzip) to every selection-home page and push it
 * over its 110 KB budget; a snapping scroll track does the same job on phones and desktops.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { commonMessages as common } from '../../core/messages/common.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import type { FrameImage } from '../../core/schemas/selection-frame.ts';
import { isBrowserClick } from '../ui/nav-link.tsx';
import { scrollBehavior, useReducedMotion } from '../ui/use-media.ts';
import { useOpenLink } from './use-open-link.ts';
import { usePointerPress } from '../ui/pointer-press.ts';

/** `main` and `subs` as the first-screen plan splits them (`homeScreen`). */
export function BannerCarousel({ main, subs, autoplayDelay }: { main: FrameImage[]; subs: FrameImage[]; autoplayDelay: number }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Autoplay follows the person's motion setting until they press play or pause.
  const reducedMotion = useReducedMotion();
  const [chosen, setPlaying] = useState<boolean | undefined>(undefined);
  const playing = chosen ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const openLink = useOpenLink();
  const count = main.length;

  /** The slide a move of ours is heading to; scroll events on the way there are not a new position. */
  const heading = useRef<number | null>(null);

  const go = useCallback(
    (target: number) => {
      const element = track.current;
      if (!element || count === 0) return;
      const next = (target + count) % count;
      const from = heading.current ?? Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
      // The wrap (last → first, first → last) jumps instead of sliding back past every banner.
      const wrap = Math.abs(next - from) > 1;
      heading.current = next;
      element.scrollTo({ left: next * element.clientWidth, behavior: wrap ? 'auto' : scrollBehavior() });
      setIndex(next);
    },
    [count],
  );

  // The counter follows the track however it was moved, once per move: while one of our moves is on
  // its way the positions it passes do not count (that was the 2 → 1 → 2 flicker).
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const at = element.scrollLeft / element.clientWidth;
    if (heading.current !== null) {
      if (Math.abs(at - heading.current) > 0.01) return;
      heading.current = null;
    }
    setIndex(Math.round(at));
  };
  // Every move ends here, also one a swipe took over or snapping ended elsewhere: the track decides.
  const onScrollEnd = () => {
    heading.current = null;
    onScroll();
  };
  // Without `scrollend` (Safari before 26.2), a move has ended once the track has not moved for a
  // moment: else one a swipe or a focused link took over would keep the counter where it was going.
  const settled = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onTrackScroll = () => {
    onScroll();
    if ('onscrollend' in window) return;
    clearTimeout(settled.current);
    settled.current = setTimeout(onScrollEnd, 150);
  };
  useEffect(() => () => clearTimeout(settled.current), []);
  // A banner's link that takes focus (a Tab) is brought into sight at once, over a move on its way
  // (a rotation, a press on ›): Firefox let the move's smooth scroll win over its own scroll to the
  // focus, which left the focused link out of sight and the counter naming another banner.
  const press = usePointerPress();
  const onTrackFocus = (event: FocusEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    // A pointer's focus as it presses is left alone: the track moving under the press would take the click.
    if (press.pressed.current) return;
    const slide = [...element.children].findIndex((child) => child.contains(event.target));
    if (slide < 0 || (heading.current === null && Math.abs(element.scrollLeft - slide * element.clientWidth) < 1)) return;
    heading.current = null;
    // An instant scroll ends the smooth one on its way, even where it has not moved the track yet.
    element.scrollTo({ left: slide * element.clientWidth, behavior: 'instant' });
    setIndex(slide);
  };
  useEffect(() => {
    if (!playing || hovered || count < 2) return;
    const timer = setInterval(() => {
      if (!modalOpen()) go(index + 1);
    }, autoplayDelay);
    return () => clearInterval(timer);
  }, [playing, hovered, count, index, autoplayDelay, go]);

  if (main.length === 0 && subs.length === 0) return null;
  const rotating = playing && !hovered;

  return (
    <section className="banners" part="banners" aria-roledescription={common.carousel} aria-label={home.bannerLabel}>
      {count > 0 ? (
        <div
          className="banner-main"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setHovered(true)}
          onBlur={() => setHovered(false)}
        >
          {/* No Tab stop of its own (Firefox makes a box that scrolls one): its banners' links are. */}
          <div
            ref={track}
            className="banner-main__track"
            tabIndex={-1}
            {...press.handlers}
            onFocus={onTrackFocus}
            onScroll={onTrackScroll}
            onScrollEnd={onScrollEnd}
          >
            {main.map((image, slide) => (
              <div
                key={image.url}
                className="banner-main__slide"
                role="group"
                aria-roledescription={common.slide}
                aria-label={home.bannerCounter(slide + 1, count)}
              >
                <BannerImage
                  image={image}
                  eager={slide === 0}
                  first={slide === 0}
                  onOpen={openLink}
                  fallbackName={home.bannerCounter(slide + 1, count)}
                />
              </div>
            ))}
          </div>
          {count > 1 ? (
            <div className="banner-main__controls">
              <button type="button" className="banner-main__button" aria-label={home.bannerPrev} onClick={() => go(index - 1)}>
                ‹
              </button>
              {/* Said as it changes while the banners stand still (paused, or held by a hover or the
                  focus): a move by the buttons or a swipe is heard. The track itself does not change
                  as it scrolls, so a live track says nothing. */}
              <span className="banner-main__counter" part="banner-counter" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
                {home.bannerCounter(index + 1, count)}
              </span>
              <button type="button" className="banner-main__button" aria-label={home.bannerNext} onClick={() => go(index + 1)}>
                ›
              </button>
              <button
                type="button"
                className="banner-main__button"
                // Named by what it does next; no pressed state, which would say "선택됨" beside "시작".
                aria-label={playing ? home.bannerPause : home.bannerPlay}
                onClick={() => setPlaying(!playing)}
              >
                {playing ? '❚❚' : '▶'}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {subs.length > 0 ? (
        <div className="banner-subs">
          {subs.map((image, sub) => (
            <BannerImage key={image.url} image={image} eager onOpen={openLink} fallbackName={`${home.bannerLabel} ${sub + 1}`} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** A banner's link is named by its message (the image's text); only without one by its place. */
function BannerImage({
  image,
  eager,
  first = false,
  onOpen,
  fallbackName,
}: {
  image: FrameImage;
  /** On the first screen: asked for as it is drawn, not once a layout finds it in view. */
  eager: boolean;
  /** The first main banner, often the page's largest paint: asked for before other images. */
  first?: boolean;
  onOpen: (url: string) => void;
  fallbackName: string;
}) {
  // An address from data that is not a web page is no image to load, nor to preload (React's server
  // render turns an eager first banner into a preload link, which would carry it as an `href`).
  const img = (
    <img
      src={safeLinkUrl(image.url)}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      className="banner-image"
      data-view-type={image.viewType}
    />
  );
  const href = image.linkUrl === undefined ? undefined : safeLinkUrl(image.linkUrl);
  if (!href) return img;
  return (
    <a
      href={href}
      className="banner-link"
      aria-label={image.alt ? undefined : fallbackName}
      onClick={(event) => {
        if (isBrowserClick(event)) return;
        event.preventDefault();
        onOpen(href);
      }}
    >
      {img}
    </a>
  );
}

/**
 * Whether a dialog is open anywhere on the page: in the document or in any open shadow root (the
 * guide is another element, the line chooser and confirmations are in this one). Checked once per
 * autoplay step, so it costs one walk every few seconds.
 */
function modalOpen(): boolean {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let at = 0; at < roots.length; at += 1) {
    const root = roots[at]!;
    if (root.querySelector('dialog[open]')) return true;
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  return false;
}
