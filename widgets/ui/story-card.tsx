/**
 * A magazine story preview linking to its story page (review content, story list).
 *
 * @csspart story-card - One story link.
 */
import { magazineUrl } from '../../bridge/navigation.ts';
import type { MagazinePreview } from '../../core/schemas/magazine.ts';
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import { NavLink } from './nav-link.tsx';

/**
 * `eager`: the card is in its page's first screen, whose largest paint is a story picture: it is
 * asked for as it is drawn (before layout, and in a server render as the HTML arrives). An address
 * that is not a web page loads nothing (a server render would otherwise preload an eager one through
 * a `<link href>`).
 */
export function StoryCard({
  story,
  storyType,
  eager = false,
  onOpen,
}: {
  story: MagazinePreview;
  storyType: string;
  eager?: boolean;
  /** Runs before a plain click opens the story (to come back to it). */
  onOpen?: (() => void) | undefined;
}) {
  const url = magazineUrl(story.storyId, storyType);
  return (
    <NavLink className="story-card" part="story-card" href={url} reason="link" data-story-id={story.storyId} onOpen={onOpen}>
      <img
        className="story-card__image"
        src={safeLinkUrl(story.imgUrl)}
        alt=""
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="story-card__title">{story.title}</span>
      {/* Drawn when empty too: the review tab keeps its line (review.css), a story list hides it. */}
      <span className="story-card__subtitle">{story.subTitle}</span>
    </NavLink>
  );
}
