/**
 * Every chunk the loader asks for, declared once: each element's definition (by its tag), each
 * on-demand part a first screen may need (the sneakers review side: review tab and vote page), and
 * the loader's own part, the home's frames reader (`core/api/home-frames.ts`: valibot, the frames'
 * schema and the home's plan, which the loader needs only once a home's frames are in), and the
 * served kit, which only an element a server rendered needs (`widgets/ui/served-kit.ts`). Read
 * by the widget build (its entries), by the loader's build (which points each row at its built files)
 * and by the loader (`chunk-loaders.ts`, one import per row). Plain data: the build configs read it.
 */
export const CHUNK_TABLE = {
  'selection-best': 'widgets/selection-best/selection-best.element.ts',
  'selection-children': 'widgets/selection-children/selection-children.element.ts',
  'selection-coupon': 'widgets/selection-coupon/selection-coupon.element.ts',
  'selection-guide': 'widgets/selection-guide/selection-guide.element.ts',
  'selection-home': 'widgets/selection-home/selection-home.element.ts',
  'selection-story-list': 'widgets/selection-story-list/selection-story-list.element.ts',
  'review-side': 'widgets/selection-home/review/review-tab.tsx',
  'frames-reader': 'core/api/home-frames.ts',
  'served-kit': 'widgets/ui/served-kit.ts',
} as const;

export type ChunkName = keyof typeof CHUNK_TABLE;

/** The rows that define an element; the review side is a part those elements import on demand. */
export const ELEMENT_CHUNKS = Object.keys(CHUNK_TABLE).filter((name) => name.startsWith('selection-')) as ChunkName[];

/**
 * What `preload.json` names, for a host's hints, and the rows whose files each entry holds: each
 * element's own, and `review-side`, everything a page whose URL opens the home on the review side
 * (`tab=1` or `path=vote`, `sideOf`) needs first: the home's files and the side's, each once (docs/embedding.md).
 */
export const PRELOAD_ENTRIES: Readonly<Record<string, readonly ChunkName[]>> = {
  ...Object.fromEntries(ELEMENT_CHUNKS.map((name) => [name, [name]])),
  'review-side': ['selection-home', 'review-side'],
};

/**
 * The widget build's entries: the elements, and the loader's frames reader, whose export the loader
 * calls (an entry keeps its name). The review side and the served kit are found as dynamic imports
 * (the home's, and the elements' shared code's).
 */
export const ENTRY_CHUNKS: readonly ChunkName[] = [...ELEMENT_CHUNKS, 'frames-reader'];
