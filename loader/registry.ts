/**
 * What the loader knows of each tag: the space it keeps for it and whether it shows anything at all.
 * What an element asks for first is `firstScreen` (core/api/first-screen.ts), the same requests its
 * queries make; where its code lives is the chunk table (chunk-table.ts).
 */
import { firstScreen, type ElementAttributes, type FirstScreen } from '../core/api/first-screen.ts';
import { startQuery } from '../core/cache/head-start.ts';
import { isGuideDone } from '../core/guide-memory.ts';
import { PHONE_QUERY } from '../core/domain/list-layouts.ts';
import { answeredOk, type WireAnswer } from '../core/http/wire-answer.ts';
import { CHUNK_LOADERS } from './chunk-loaders.ts';
import type { ChunkName } from './chunk-table.ts';

export interface WidgetEntry {
  /** Space kept for the tag until it is defined, so the page does not jump. */
  reserve: string;
  /**
   * True when the element will show nothing (a guide already done): the loader then downloads no
   * code and starts no request for it. The element, once defined by another of its tag, applies
   * the same rule and shows nothing either.
   */
  skip?: (element: Element) => boolean;
  /** Over the page, not part of it (the guide): its code failing shows nothing, as its failed call does. */
  overlay?: true;
}

const FULL_PAGE = 'min-height: var(--selection-reserved-height, 100svh)';

export const registry: Readonly<Record<string, WidgetEntry>> = {
  'selection-home': { reserve: FULL_PAGE },
  'selection-children': { reserve: FULL_PAGE },
  'selection-best': { reserve: FULL_PAGE },
  'selection-guide': {
    // An overlay: it takes no room in the page.
    reserve: 'min-height: 0',
    overlay: true,
    // A returning visitor whose guide is done downloads no guide code and makes no guide call.
    skip: (element) => {
      const largeId = element.getAttribute('large-id');
      return largeId !== null && largeId !== '' && isGuideDone(largeId);
    },
  },
  'selection-coupon': { reserve: 'min-height: 40px' },
  'selection-story-list': { reserve: FULL_PAGE },
};

/** The chunk of `name` (an element's tag or a part of one), tried twice: a network blip should not leave a hole in the page. */
export const loadChunk = (name: ChunkName): Promise<unknown> => CHUNK_LOADERS[name]().catch(() => CHUNK_LOADERS[name]());

/** The longest a server-rendered element's code waits for its page to load. */
const SERVED_CODE_WAIT_MS = 3000;

/**
 * When a server-rendered element's code starts loading. Its first screen is in the HTML and needs
 * none of it, so the page's stylesheet and pictures (the largest paint among them) have the network
 * and the main thread to themselves first: the code leaves after the page's `load` and the two
 * frames that follow it (the first of them shown, whatever it was still presenting when its
 * callbacks ran), or after SERVED_CODE_WAIT_MS when the page takes longer (a host's slow picture, a
 * tab in the background). Taps on its buttons until then are held for it (`holdEarlyTaps`); links
 * work as links.
 */
export const whenFirstScreenLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    const afterFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    if (document.readyState === 'complete') afterFrame();
    else addEventListener('load', afterFrame, { once: true });
    setTimeout(resolve, SERVED_CODE_WAIT_MS);
  });

/**
 * `loadChunk`, for a server-rendered element: once its first screen has loaded
 * (`whenFirstScreenLoaded`), and with the served kit its hydration needs
 * (widgets/ui/served-kit-slot.ts), asked for at the same moment. Either failing is the element's code failing (a notice, and a retry).
 */
export const loadServedChunk = (name: ChunkName): Promise<unknown> =>
  whenFirstScreenLoaded().then(() => Promise.all([loadChunk('served-kit'), loadChunk(name)]).then(([, chunk]) => chunk));

const attributesOf = (element: Element): ElementAttributes =>
  Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));

/** The first screen of `element` as a `tag`, from its attributes and the page's URL: decided once per element. */
export const planFirstScreen = (tag: string, element: Element): FirstScreen | undefined =>
  firstScreen(tag, attributesOf(element), location.search);

type FramesReader = typeof import('../core/api/home-frames.ts');

/**
 * The home's frames reader (the chunk table's `frames-reader`). Each home asks for it: the browser
 * loads a module once, and asks again for one that failed.
 */
const loadFramesReader = (): Promise<FramesReader> => loadChunk('frames-reader') as Promise<FramesReader>;

/**
 * Starts the code of a part `plan` draws first (the review side's comes beside the element's, not
 * after it has run). Code does not depend on the configuration: it starts as the element is found.
 * `served`: a server rendered the element, so its code waits for the page's first screen.
 */
export function startFirstScreenCode(plan: FirstScreen | undefined, served: boolean): void {
  if (plan?.side) void (served ? loadServedChunk : loadChunk)('review-side').catch(() => undefined);
}

/**
 * Starts the requests of `plan`, once the configuration is settled, for `element` (what its first
 * draw waits for: `headStartKeys`). `served`: a server rendered the element with its answers, so
 * nothing is asked for.
 */
export function startFirstScreenRequests(plan: FirstScreen | undefined, served: boolean, element: Element): void {
  if (!plan || served) return;
  // A request the page's cache already holds or is loading is not sent again (see `startQuery`).
  const [frames] = plan.requests.map((spec) => startQuery(spec, element));
  // The review side's largest picture is among the vote grid's first screen, read by the frames
  // reader as the vote list's schema reads it, once the list (started above) is in.
  const votes = plan.pictures && startQuery(plan.pictures, element);
  if (votes)
    readWhenIn(votes, (body, { firstVotePictures }) => {
      for (const image of firstVotePictures(body, matchMedia(PHONE_QUERY).matches)) preloadImage(image);
    });
  const home = plan.home;
  if (!home || !frames) return;
  // What the frames decide (lists only the template can tell, the largest picture) is the widget's
  // own plan, read on the frames as their schema reads them by the frames reader.
  readWhenIn(frames, (body, { afterFrames }) => {
    const next = afterFrames(body, home.url, home.listedEarly);
    if (next.image) preloadImage(next.image);
    for (const spec of next.requests) startQuery(spec, element);
  });
}

/**
 * Reads `answer`'s body (undefined when it failed) with the frames reader, asked for beside it (the
 * home's code imports it too, so it is also among the files its row asks for at once). A reader that
 * does not load leaves this to the element, whose code needs the same file: the page shows its
 * load-failure notice, and the retry asks for both again.
 */
function readWhenIn(answer: Promise<WireAnswer>, read: (body: unknown, reader: FramesReader) => void): void {
  void Promise.all([answer, loadFramesReader()]).then(
    ([settled, reader]) => read(answeredOk(settled) ? settled.body : undefined, reader),
    () => undefined,
  );
}

/** Asks for an image early, at high priority; the `<img>` drawn later finds it in the page's image cache. */
function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
