/** The demo host's pages. Widgets are embedded by tag, exactly as a host site would. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { messages } from '../../core/messages/index.ts';
import { html, type SafeHtml } from './html.ts';
import { layout } from './layout.ts';
import { COUPON_DEMOS } from '../api/seed/coupons.ts';

export interface ScenarioLink {
  key: string;
  id: string;
  title: string;
}

export function indexPage(scenarios: ScenarioLink[]): string {
  return layout({
    title: '시나리오',
    widgets: false,
    body: html`<h1>selection-widgets 데모</h1>
      <p>참조 API의 시드 데이터로 모든 위젯을 시험해 볼 수 있어요.</p>
      <ul class="demo-scenarios">
        ${scenarios.map(
          (scenario) =>
            html`<li>
              <a href="/selection/${encodeURIComponent(scenario.id)}" data-scenario="${scenario.key}"
                ><strong>${scenario.title}</strong> <code>${scenario.key}</code></a
              >
            </li>`,
        )}
      </ul>
      <h2>서버 렌더링 (SSR)</h2>
      <p>첫 화면이 HTML에 담겨 와요. 스크립트 없이도 보이고, 스크립트가 오면 그대로 이어받아요.</p>
      <ul class="demo-scenarios" data-ssr>
        ${scenarios.map(
          (scenario) =>
            html`<li>
              <code>${scenario.key}</code>:
              <a href="/ssr/selection/${encodeURIComponent(scenario.id)}" data-ssr-scenario="${scenario.key}">홈</a>
              · <a href="/ssr/selection/${encodeURIComponent(scenario.id)}/children">전체 카테고리</a> ·
              <a href="/ssr/selection/${encodeURIComponent(scenario.id)}/best">베스트</a> ·
              <a href="/ssr/story-list?selection-frame-data-id=${encodeURIComponent(scenario.id)}&amp;story-type=SNEAKERS">리뷰 콘텐츠</a> ·
              <a href="/ssr/csp/selection/${encodeURIComponent(scenario.id)}">strict CSP</a>
            </li>`,
        )}
      </ul>
      <demo-app-settings></demo-app-settings>
      <p>
        <a href="/coupon">쿠폰 받기 데모</a> · <a href="/docs">요소 문서</a> · 앱 웹뷰로 보기:
        <a href="?app=ios&amp;appVersion=26.10.6">iOS 26.10.6</a>, <a href="?app=android&amp;appVersion=30.0.119">Android 30.0.119</a>,
        <a href="?app=ios&amp;appVersion=26.10.5">iOS 26.10.5 (구버전)</a>, <a href="?app=web">웹</a>
      </p>`,
  });
}

/** The build's preload.json (`preloadsOf`): each entry's files, hinted by the page it opens. */
export type Preloads = Readonly<Record<string, readonly string[]>>;

/**
 * The preload.json of the build under `root`, read again whenever the build has written it anew (a
 * rebuild while the host runs: the old file names would be hinted, and not found); none where that
 * build has none (an older one).
 */
export function preloadsOf(root: string): () => Preloads {
  const file = `${root}/dist/preload.json`;
  let read: { written: string; preloads: Preloads } | undefined;
  return () => {
    try {
      const stats = existsSync(file) ? statSync(file) : undefined;
      const written = stats ? `${stats.mtimeMs} ${stats.size}` : '';
      if (read?.written !== written) read = { written, preloads: stats ? (JSON.parse(readFileSync(file, 'utf8')) as Preloads) : {} };
    } catch {
      // Caught mid-write by a rebuild: the hints read last, until the file is whole.
    }
    return read?.preloads ?? {};
  };
}

/**
 * A selection page. `reviewSide`: its URL opens the home on the sneakers review side (`sideOf`), whose
 * code the first screen needs too (preload.json's `review-side` holds the home's files and the side's).
 */
export function selectionPage(largeId: string, preloads: Preloads = {}, reviewSide = false): string {
  return layout({
    title: '셀렉션',
    // The home is the first screen; the guide opens over it later, if at all.
    preload: preloads[reviewSide ? 'review-side' : 'selection-home'],
    body: html`<selection-home large-id="${largeId}"></selection-home> <selection-guide large-id="${largeId}"></selection-guide>`,
  });
}

/**
 * The selection page under a strict content security policy (see `STRICT_CSP` in host.ts): no
 * demo UI, only the widget loader, whose script carries this response's nonce.
 */
export function strictCspSelectionPage(largeId: string, nonce: string): string {
  return layout({
    title: '셀렉션 (strict CSP)',
    demoUi: false,
    nonce,
    body: html`<selection-home large-id="${largeId}"></selection-home> <selection-guide large-id="${largeId}"></selection-guide>`,
  });
}

/**
 * A page whose elements a server rendered (demo-host/ssr.ts): `body` is their HTML, first screens
 * included; the loader takes them over. With a nonce, the page is the strict-CSP one (no demo UI).
 */
export function ssrPage({
  title,
  body,
  nonce,
  selectionUrl,
  storyListUrl,
}: {
  title: string;
  body: SafeHtml;
  nonce?: string | undefined;
  selectionUrl: string;
  storyListUrl: string;
}): string {
  return layout({ title, body, served: true, selectionUrl, storyListUrl, ...(nonce ? { nonce, demoUi: false } : {}) });
}

export function childrenPage(largeId: string, preloads: Preloads = {}): string {
  return layout({
    title: '전체 카테고리',
    preload: preloads['selection-children'],
    body: html`<selection-children large-id="${largeId}"></selection-children>`,
  });
}

export function bestPage(largeId: string, preloads: Preloads = {}): string {
  return layout({
    title: '베스트',
    preload: preloads['selection-best'],
    body: html`<selection-best large-id="${largeId}"></selection-best>`,
  });
}

export function storyListPage(frameId: string, storyType: string, preloads: Preloads = {}): string {
  return layout({
    title: '리뷰 콘텐츠',
    preload: preloads['selection-story-list'],
    body: html`<selection-story-list selection-frame-data-id="${frameId}" story-type="${storyType}"></selection-story-list>`,
  });
}

export function magazinePage(storyId: string, storyType: string): string {
  return layout({
    title: '매거진',
    widgets: false,
    body: html`<article class="demo-card" data-story-id="${storyId}">
      <h1>매거진 ${storyId}</h1>
      <p>${storyType} 리뷰 스토리 페이지(데모 호스트)</p>
    </article>`,
  });
}

export function itemPage(itemId: string): string {
  return layout({
    title: '상품',
    widgets: false,
    body: html`<article class="demo-card" data-item-id="${itemId}">
      <h1>상품 상세</h1>
      <p>상품 번호 <code>${itemId}</code></p>
      <button type="button" onclick="history.back()">뒤로 가기</button>
    </article>`,
  });
}

export function loginPage(): string {
  return layout({ title: '로그인', widgets: false, body: html`<demo-login></demo-login>` });
}

export function constructionPage(): string {
  return layout({
    title: messages.screens.construction,
    widgets: false,
    body: html`<section class="demo-card" data-page="construction">
      <h1>${messages.screens.construction}</h1>
      <p>${messages.screens.constructionDetail}</p>
    </section>`,
  });
}

export function notFoundPage(): string {
  return layout({
    title: messages.screens.notFound,
    widgets: false,
    body: html`<section class="demo-card" data-page="not-found">
      <h1>${messages.screens.notFound}</h1>
      <a class="demo-button" href="/">${messages.screens.goHome}</a>
    </section>`,
  });
}

/** Every seeded coupon, one `<selection-coupon>` each, with the outcome it demonstrates. */
export function couponPage(): string {
  return layout({
    title: '쿠폰 받기',
    body: html`<h1>쿠폰 받기 데모</h1>
      <p>로그인 없이, 구매자로, 판매자로 눌러 보세요. 같은 쿠폰을 두 번 받으면 이미 발급된 쿠폰이라고 안내해요.</p>
      <ul class="demo-coupons">
        ${COUPON_DEMOS.map(
          (demo) =>
            html`<li data-coupon-code="${demo.couponCode}">
              <p><strong>${demo.label}</strong> <code>${demo.couponCode}</code></p>
              <selection-coupon coupon-code="${demo.couponCode}"></selection-coupon>
            </li>`,
        )}
      </ul>`,
  });
}
