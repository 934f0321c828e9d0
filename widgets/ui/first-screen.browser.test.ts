/**
 * The first-screen policy agrees with the CSS at both widths: for each list, the count the policy
 * gives is what the browser lays out as its first screen (two rows of the grid's columns, one view
 * of a row), the items the CSS lays out from the start (before `content-visibility: auto`), and,
 * for the vote grid and the story grid that open their pages, the images asked for as they are drawn.
 */
import { expect } from 'chai';
import { atUrl, cleanup, mount, scenarioId, waitFor } from '../../tests/browser/helpers.ts';
import { firstScreenCount, type ListLayoutName } from './first-screen.ts';
import '../../loader/selection-widgets.ts';
import { setViewport } from '../../tests/browser/engine.ts';

document.addEventListener('selection-navigate', (event) => event.preventDefault());

/** The widest width of each width class: a phone (up to 767 px) and a desktop (the content at its 1080 px cap). */
const WIDTHS = [
  { name: 'phone', width: 767, phone: true },
  { name: 'desktop', width: 1280, phone: false },
] as const;

const items = (list: HTMLElement) => Array.from(list.children) as HTMLElement[];

/** Two rows of a grid's columns, as the browser lays them out. */
const gridFirstScreen = (list: HTMLElement) => 2 * getComputedStyle(list).gridTemplateColumns.split(' ').length;

/** Items of a sideways row in its first view (its box less its padding), one cut by the edge counted. */
function rowFirstScreen(list: HTMLElement): number {
  const style = getComputedStyle(list);
  const box = list.getBoundingClientRect();
  const left = box.left + Number.parseFloat(style.paddingLeft);
  const right = box.right - Number.parseFloat(style.paddingRight);
  return items(list).filter((item) => {
    const { left: start, right: end } = item.getBoundingClientRect();
    return end > left && start < right;
  }).length;
}

/** How many items lead the list before the first that the CSS leaves to `content-visibility: auto`. */
const laidOutFromStart = (list: HTMLElement) => items(list).findIndex((item) => getComputedStyle(item).contentVisibility === 'auto');

interface Case {
  layout: ListLayoutName;
  /** The list's element, once it has more items than a first screen. */
  list: (root: ShadowRoot | null) => HTMLElement | null | undefined;
  firstScreen: (list: HTMLElement) => number;
  /** Whether the CSS lays out only the first screen's items from the start. */
  contentVisibility: boolean;
}

const listWith = (root: ShadowRoot | null, selector: string, least: number) => {
  const list = root?.querySelector<HTMLElement>(selector);
  return list && list.children.length > least ? list : null;
};

const HOME: Case[] = [
  {
    layout: 'productGrid',
    list: (root) => listWith(root, '[part="product-grid"]', 6),
    firstScreen: gridFirstScreen,
    contentVisibility: false,
  },
  {
    layout: 'scrollRow',
    list: (root) => listWith(root, '[part="pick-slider"] ul', 4),
    firstScreen: rowFirstScreen,
    contentVisibility: true,
  },
];
const REVIEW_TAB: Case[] = [
  { layout: 'voteGrid', list: (root) => listWith(root, '[part="vote-list"]', 10), firstScreen: gridFirstScreen, contentVisibility: false },
  {
    layout: 'preparingRow',
    list: (root) => listWith(root, '[part="preparing-list"]', 6),
    firstScreen: rowFirstScreen,
    contentVisibility: true,
  },
];

describe('first-screen policy', () => {
  afterEach(async () => {
    cleanup();
    atUrl('');
    await setViewport(800, 600);
  });

  for (const { name, width, phone } of WIDTHS) {
    for (const [page, search, scenario, cases] of [
      ['home', '', 'japan-food', HOME],
      ['review tab', '?tab=1', 'sneakers', REVIEW_TAB],
    ] as const) {
      // The review tab's stylesheet is made at the phone width and adopted again at a desktop's: in
      // WebKit this needs `sheetFor`'s new sheet for the new width.
      it(`agrees with the CSS of the ${page}'s lists on a ${name}`, async () => {
        await setViewport(width, 900);
        atUrl(search);
        const element = mount('selection-home', { 'large-id': await scenarioId(scenario) });
        for (const entry of cases) {
          const list = await waitFor(() => entry.list(element.shadowRoot), { message: `the ${entry.layout} list`, timeout: 8000 });
          const count = firstScreenCount(entry.layout, phone);
          expect(entry.firstScreen(list), `${entry.layout}: its first screen as laid out`).to.equal(count);
          if (entry.contentVisibility) expect(laidOutFromStart(list), `${entry.layout}: laid out from the start`).to.equal(count);
        }
      });
    }

    it(`asks for the story pictures a screen shows as they are drawn, the rest near the view, on a ${name}`, async () => {
      await setViewport(width, 900);
      const element = mount('selection-story-list', {
        'selection-frame-data-id': await scenarioId('sneakers'),
        'story-type': 'SNEAKERS',
      });
      const list = await waitFor(() => listWith(element.shadowRoot, '[part="story-list"]', 1), { message: 'the story cards' });
      const images = Array.from(list.querySelectorAll('img'));
      const inView = images.filter((image) => image.getBoundingClientRect().top < innerHeight).length;
      expect(inView, 'story cards a screen shows').to.equal(Math.min(firstScreenCount('storyGrid', phone), images.length));
      const loading = images.map((image) => image.loading);
      expect(loading).to.deep.equal([...Array<string>(inView).fill('eager'), ...Array<string>(images.length - inView).fill('lazy')]);
    });

    it(`asks for the vote cards' images of a first screen as they are drawn, the rest near the view, on a ${name}`, async () => {
      await setViewport(width, 900);
      atUrl('?tab=1');
      const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
      const list = await waitFor(() => listWith(element.shadowRoot, '[part="vote-list"]', 10), { message: 'the vote cards' });
      const loading = Array.from(list.querySelectorAll('img'), (image) => image.loading);
      const eager = gridFirstScreen(list);
      expect(loading).to.deep.equal([...Array<string>(eager).fill('eager'), ...Array<string>(loading.length - eager).fill('lazy')]);
    });
  }
});
