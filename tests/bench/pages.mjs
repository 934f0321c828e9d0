/**
 * The benchmark's pages (first-screen.mjs and devtools-effect.mjs measure the same ones): each
 * widget page's path, the element and first card it draws (`host`, `card`), and its floor's path.
 * `ids` are the seeded scenarios' ids, as the demo host lists them.
 */
export const pages = (ids) => [
  {
    name: 'japan-food home',
    path: `/selection/${ids['japan-food']}`,
    host: 'selection-home',
    card: '[part="product-grid"] [part="product-card"]',
    floor: `/floor/home/${ids['japan-food']}`,
  },
  {
    name: 'outlet home',
    path: `/selection/${ids.outlet}`,
    host: 'selection-home',
    card: '[part="product-grid"] [part="product-card"]',
    floor: `/floor/home/${ids.outlet}`,
  },
  {
    name: 'sneakers discovery',
    path: `/selection/${ids.sneakers}`,
    host: 'selection-home',
    card: '[part="product-grid"] [part="product-card"]',
    floor: `/floor/home/${ids.sneakers}`,
  },
  {
    name: 'sneakers review tab',
    path: `/selection/${ids.sneakers}?tab=1`,
    host: 'selection-home',
    card: '[part~="vote-card"]',
    floor: `/floor/review/${ids.sneakers}?tab=1`,
  },
  {
    name: 'vote page',
    path: `/selection/${ids.sneakers}?tab=1&path=vote`,
    host: 'selection-home',
    card: '[part~="vote-card"]',
    floor: `/floor/vote/${ids.sneakers}?tab=1&path=vote`,
  },
  {
    name: 'children',
    path: `/selection/${ids.outlet}/children`,
    host: 'selection-children',
    card: 'a',
    floor: `/floor/children/${ids.outlet}`,
  },
  {
    name: 'best',
    path: `/selection/${ids['japan-food']}/best`,
    host: 'selection-best',
    card: '[part="product-card"]',
    floor: `/floor/best/${ids['japan-food']}`,
  },
  {
    name: 'story list',
    path: `/story-list?selection-frame-data-id=${ids.sneakers}&story-type=SNEAKERS`,
    host: 'selection-story-list',
    card: '[part="story-card"]',
    floor: `/floor/story/${ids.sneakers}`,
  },
];
