/**
 * The benchmark's floor pages: the same demo page as the widget's, where one inline script asks for
 * the same first-screen calls in parallel (built from the same definitions the loader uses) and
 * writes the first cards with plain DOM calls. What no widget library can beat on this page.
 */
import { reviewTabFirstScreen, votePageFirstScreen } from '../../../core/api/review-tab-requests.ts';
import { storyListFirstScreen } from '../../../core/api/magazine-requests.ts';
import { bestFirstScreen } from '../../../core/api/best-queries.ts';
import { childrenFirstScreen } from '../../../core/api/children-queries.ts';
import { productListInput } from '../../../core/api/home-queries.ts';
import { parseSelectionUrl } from '../../../core/domain/selection-url.ts';
import { allListRequest, largeDataRequest, storeItemsRequest } from '../../../core/api/selection-requests.ts';
import type { RequestSpec } from '../../../core/http/request-spec.ts';
import { SafeHtml, html } from '../../../demo-host/pages/html.ts';
import { eagerImageCount, type ListLayoutName } from '../../../widgets/ui/first-screen.ts';
import { layout } from '../../../demo-host/pages/layout.ts';

export const FLOOR_KINDS = ['home', 'review', 'vote', 'best', 'children', 'story'] as const;
export type FloorKind = (typeof FLOOR_KINDS)[number];

interface Call {
  url: string;
  method: string;
  body?: string;
}

/** A call as the page sends it (the demo host's API is at /api on the same origin). */
function call(spec: RequestSpec): Call {
  const query = new URLSearchParams();
  for (const key of Object.keys(spec.query ?? {}).sort()) {
    const value = spec.query?.[key];
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  const out: Call = {
    url: `${spec.base === 'legacy' ? '/api_base' : '/api'}${spec.path}${search ? `?${search}` : ''}`,
    method: spec.method ?? 'GET',
  };
  if (spec.body) out.body = JSON.stringify(spec.body);
  return out;
}

/**
 * Which list of the widget's page the floor's cards stand for (the product's layout policy names
 * it): the floor's first cards ask for their images as they are drawn exactly where the widget's
 * do — the first screen of a list that opens its page (the review tab's and the vote page's vote
 * grid, the story list's story grid, the best page's product grid; one of those pictures is the
 * page's largest paint) — and are lazy elsewhere. The children page's cards are names alone. The
 * benchmark's pages are phone-sized (and Lighthouse's mobile preset), so the phone's first-screen
 * count applies.
 */
const FLOOR_LISTS: Partial<Record<FloorKind, { layout: ListLayoutName; opensPage?: true }>> = {
  home: { layout: 'productGrid' },
  review: { layout: 'voteGrid' },
  vote: { layout: 'voteGrid' },
  // The product grid opens this page (the widget's `<ProductList opensPage>`), not a home.
  best: { layout: 'productGrid', opensPage: true },
  story: { layout: 'storyGrid' },
};

const eagerCards = (kind: FloorKind): number => {
  const list = FLOOR_LISTS[kind];
  return list ? eagerImageCount(list.layout, true, list.opensPage) : 0;
};

interface Plan {
  calls: Call[];
  /** Which answer's list holds the cards. */
  list: { index: number; key: string };
  /** How many first cards ask for their image as they are drawn (`eagerCards`). */
  eager: number;
}

function plan(kind: FloorKind, id: string, search: string): Plan {
  return { ...callsOf(kind, id, search), eager: eagerCards(kind) };
}

/** The calls of each measured page, and which answer's list holds the cards (index, key, card fields). */
function callsOf(kind: FloorKind, id: string, search: string): Omit<Plan, 'eager'> {
  const url = parseSelectionUrl(search);
  switch (kind) {
    case 'home':
      return {
        calls: [largeDataRequest(id), allListRequest(id), storeItemsRequest(productListInput(id, url))].map(call),
        list: { index: 2, key: 'storeItemList' },
      };
    case 'review':
      return { calls: [largeDataRequest(id), ...reviewTabFirstScreen(id)].map(call), list: { index: 1, key: 'selectionFrameVotes' } };
    case 'vote':
      return {
        calls: [largeDataRequest(id), ...votePageFirstScreen(id, url.voteSort)].map(call),
        list: { index: 1, key: 'selectionFrameVotes' },
      };
    case 'best':
      return { calls: bestFirstScreen(id).map(call), list: { index: 1, key: 'storeItemList' } };
    case 'children':
      return { calls: childrenFirstScreen(id).map(call), list: { index: 0, key: 'selectionFrameDataList' } };
    case 'story':
      return { calls: storyListFirstScreen(id, 'SNEAKERS').map(call), list: { index: 0, key: 'list' } };
  }
}

// The floor's whole program: fetch in parallel, then one card per entry (image, name, price). Its
// images load as the widget's cards' do (decoded off the frame; lazy, but for the first screen of a
// list that opens its page, `eagerCards`), so both pay the same. Its calls carry what every call
// must (SPEC §7), read as the widgets read it: the zone through Temporal where the engine has it
// (core/http/headers.ts), and this browser's device id, kept in localStorage and made on a first
// visit (core/http/device-id.ts). Its prices are grouped by thousands by hand, as the widgets'
// are (core/domain/format.ts), not by an Intl formatter whose locale data a first screen would load.
// Each card is { src, name, price, eager } (the React floor's `FloorCard`, floor-react.tsx), its
// price written out (`12,900원`).
// A store item names itself `itemName` and its price `itemPriceForBuyer`; a vote entry keeps its
// image and title on its item's category node (`small3`), as the vote card reads them.
const CARDS = `
const { calls, list, eager } = JSON.parse(document.getElementById('floor-plan').textContent);
let deviceId = localStorage.getItem('selection-floor:web_device_id');
if (!deviceId) localStorage.setItem('selection-floor:web_device_id', (deviceId = crypto.randomUUID()));
const headers = { accept: 'application/json', timezone: globalThis.Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone, device_time: new Date().toISOString(), locale: 'ko-KR', web_device_id: deviceId };
const won = (price) => String(price).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',') + '원';
const cards = Promise.all(calls.map((c) => fetch(c.url, { method: c.method, body: c.body, headers: c.body ? { ...headers, 'content-type': 'application/json' } : headers }).then((r) => r.json()))).then((answers) =>
  ((answers[list.index] || {})[list.key] || []).slice(0, 21).map((entry, index) => {
    const item = entry.item || entry.storeItem || (entry.selectionFrameDataInfo && entry.selectionFrameDataInfo.small3) || entry;
    const price = item.itemPriceForBuyer ?? item.price;
    return { src: item.imgUrl || (item.imgList && item.imgList[0] && item.imgList[0].url), name: item.itemName || item.name || item.title || '', price: price === undefined ? undefined : won(price), eager: index < eager };
  }));
`;

/** The hand-written floor writes its cards with DOM calls in the task that receives the answers. */
const DOM_SCRIPT = `${CARDS}
cards.then((list) => {
  const grid = document.getElementById('floor');
  for (const entry of list) {
    const card = document.createElement('article');
    card.className = 'floor-card';
    if (entry.src) { const img = document.createElement('img'); img.loading = entry.eager ? 'eager' : 'lazy'; img.decoding = 'async'; img.src = entry.src; img.width = 300; img.height = 300; img.alt = ''; card.append(img); }
    const name = document.createElement('p'); name.textContent = entry.name; card.append(name);
    if (entry.price !== undefined) { const price = document.createElement('strong'); price.textContent = entry.price; card.append(price); }
    grid.append(card);
  }
});
`;

/** The React floor hands the same cards to React (`floor-react.tsx`, built into dist-bench/), which downloads beside the calls. */
const REACT_SCRIPT = `${CARDS}
window.floorCards = cards;
`;

/**
 * How the floor writes its cards: `dom` by hand, `react` with React alone (one `createRoot`, the same
 * markup, no widget code): what the chosen stack costs before any of the widgets' own code runs.
 */
export type FloorRuntime = 'dom' | 'react';

export function floorPage(kind: FloorKind, id: string, search: string, runtime: FloorRuntime = 'dom'): string {
  const json = JSON.stringify(plan(kind, id, search)).replaceAll('<', '\\u003c');
  const scripts =
    runtime === 'react'
      ? `<script type="module">${REACT_SCRIPT}</script><script type="module" src="/bench/floor-react.js"></script>`
      : `<script type="module">${DOM_SCRIPT}</script>`;
  return layout({
    title: '기준 페이지',
    widgets: false,
    body: html`<div id="floor" class="floor-grid" style="display:grid;grid-template-columns:repeat(3,1fr);gap:8px"></div>
      ${new SafeHtml(`<script type="application/json" id="floor-plan">${json}</script>${scripts}`)}`,
  });
}
