import { expect } from 'chai';
import { createElement } from 'react';
import type { MagazinePreview } from '../../../core/schemas/magazine.ts';
import { cleanup, mount, shadow, waitFor } from '../../../tests/browser/helpers.ts';
import { defineElement, type WidgetProps } from '../../ui/define-element.tsx';
import storyCss from '../../ui/story-card.css?inline';
import { StoryCard } from '../../ui/story-card.tsx';
import reviewCss from './review.css?inline';

/** Longer than two lines of a title and one of a subtitle in any column of the grid. */
const LONG = '살로몬 XT-6 올리브 그린 실착 리뷰: 한 달 동안 매일 신어 본 솔직한 후기와 사이즈 고르는 법';
const story = (storyId: string, title: string, subTitle: string): MagazinePreview => ({
  storyId,
  title,
  subTitle,
  imgUrl: `/api/mock/selection/img/${storyId}.png`,
});
/** A row of four stories: every mix of a short and a long title with no, a short and a long subtitle. */
const STORIES = [story('s1', '짧은 제목', ''), story('s2', LONG, LONG), story('s3', '짧은 제목', '짧은 부제'), story('s4', LONG, '')];

/** The stories in the review tab's grid (`inSection`), or in a story list's. */
function StoryRow({ inSection }: WidgetProps & { inSection?: boolean }) {
  const grid = createElement(
    'ul',
    { className: 'story-grid' },
    STORIES.map((entry) => createElement('li', { key: entry.storyId }, createElement(StoryCard, { story: entry, storyType: 'SNEAKERS' }))),
  );
  return inSection ? createElement('section', { className: 'review-section' }, grid) : grid;
}
defineElement<WidgetProps & { inSection?: boolean }>('review-story-row-probe', StoryRow, {
  props: { inSection: 'boolean' },
  css: `${storyCss}\n${reviewCss}`,
});

const cardsOf = (element: HTMLElement) =>
  waitFor(() => {
    const cards = [...shadow(element).querySelectorAll<HTMLElement>('.story-card')];
    return cards.length === STORIES.length ? cards : undefined;
  });

describe('review content stories', () => {
  afterEach(cleanup);

  it('are each as tall as the next whatever their texts: a title keeps two lines, a subtitle one, even an empty one', async () => {
    const cards = await cardsOf(mount('review-story-row-probe', { 'in-section': 'y' }));
    const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
    expect(new Set(heights).size, `the cards' heights (${heights})`).to.equal(1);
  });

  it('in a story list, an empty subtitle takes no line', async () => {
    const cards = await cardsOf(mount('review-story-row-probe'));
    const subtitles = cards.map((card) => getComputedStyle(card.querySelector('.story-card__subtitle')!).display);
    expect(subtitles).to.deep.equal(['none', 'block', 'block', 'none']);
  });
});
