/**
 * A picture from the data (a category's, a vote's, a review's): drawn at its own size so nothing
 * moves when it arrives, asked for only near the screen (as it is drawn when `eager`: on a first
 * screen, see `useEagerImages` in first-screen.ts), decoded off the main thread.
 * Decorative: the title beside it names what it shows. An address that is not a web page loads
 * nothing (a server render would otherwise preload an eager one through a `<link href>`).
 */
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import type { FrameImage as FrameImageData } from '../../core/schemas/selection-frame.ts';

export function FrameImage({
  image,
  className,
  eager = false,
}: {
  image: FrameImageData | undefined;
  className?: string;
  eager?: boolean;
}) {
  if (!image) return null;
  return (
    <img
      className={className}
      src={safeLinkUrl(image.url)}
      alt=""
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
