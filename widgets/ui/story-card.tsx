/** A magazine story preview linking to its story page (review content, story list). */
import { magazineUrl } from '../../core/api/magazines.ts';
import type { MagazinePreview } from '../../core/schemas/magazine.ts';
import { navigate } from '../../bridge/navigation.ts';
import { useHost } from './host-context.ts';

export function StoryCard({ story, storyType }: { story: MagazinePreview; storyType: string }) {
  const host = useHost();
  const url = magazineUrl(story.storyId, storyType);
  return (
    <a
      className="story-card"
      part="story-card"
      href={url}
      data-story-id={story.storyId}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(host, url, 'link');
      }}
    >
      <img className="story-card__image" src={story.imgUrl} alt="" width={800} height={600} loading="lazy" decoding="async" />
      <span className="story-card__title">{story.title}</span>
      {story.subTitle ? <span className="story-card__subtitle">{story.subTitle}</span> : null}
    </a>
  );
}
