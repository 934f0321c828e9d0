import { html, type SafeHtml } from './html.ts';

export interface LayoutOptions {
  title: string;
  body: SafeHtml;
  /** Load the widget bundle, as a host site page would. */
  widgets?: boolean;
  /** The demo's own header, session and app panel (left out of the strict-CSP page). */
  demoUi?: boolean;
  /** The CSP nonce of this response: scripts carry it and the widgets are told it. */
  nonce?: string;
  /**
   * The page's first screen is in its HTML (a server render): the widget bundle is fetched at low
   * priority, after the stylesheet and the first screen's pictures, and the demo's own UI once that
   * first screen has loaded, as docs/server-rendering.md advises.
   */
  served?: boolean;
  /**
   * The files of the element the page opens with (the build's `preload.json`, relative to the loader):
   * hinted with `<link rel="modulepreload">`, so they are on their way while the loader itself loads,
   * as docs/embedding.md advises a host.
   */
  preload?: readonly string[] | undefined;
  /** The widgets' `selectionUrl` (data-selection-url), where the page's links to other selection pages go. */
  selectionUrl?: string | undefined;
  /** The widgets' `storyListUrl` (data-story-list-url), where the review tab's link to every story goes. */
  storyListUrl?: string | undefined;
}

/**
 * The shell of every demo page: header with the demo's own UI, then the content. Laid out edge to
 * edge (viewport-fit=cover), as an app's web view opens a host page: the header and the content keep
 * clear of the status bar and the notch themselves (demo-host.css), and so do the widgets.
 *
 * Scripts, in the order they run: the app simulation (a native app injects its bridge before any page
 * script), the widget loader (as docs/embedding.md advises a host: ahead of the page's other scripts,
 * so the elements' code is on its way while those run), then the demo's own UI; on a served page the
 * demo's UI is added once the first screen has loaded (demo-host-after-first-screen.ts).
 */
export function layout({
  title,
  body,
  widgets = true,
  demoUi = true,
  nonce,
  served = false,
  preload = [],
  selectionUrl,
  storyListUrl,
}: LayoutOptions): string {
  return `<!doctype html>${html`<html lang="ko">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <title>${title} · selection-widgets demo</title>
      <!-- No icon: declared empty, so the browser asks for no /favicon.ico (a 404 in every page's console). -->
      <link rel="icon" href="data:," />
      <link rel="stylesheet" href="/demo/demo-host.css" />
      ${widgets ? preload.map((file) => html`<link rel="modulepreload" href="/dist/${file}" />`) : ''}
      ${demoUi ? html`<script type="module" src="/demo/app-simulation.js"></script>` : ''}
      ${widgets ? html`<script type="module" src="/dist/selection-widgets.js" ${served ? html` fetchpriority="low"` : ''} data-api-base="/api" data-legacy-api-base="/api_base" data-login-url="/login" ${selectionUrl ? html` data-selection-url="${selectionUrl}"` : ''} ${storyListUrl ? html` data-story-list-url="${storyListUrl}"` : ''} ${nonce ? html` nonce="${nonce}" data-nonce="${nonce}"` : ''}></script>` : ''}
      ${demoUi ? html`<script type="module" src="/demo/${served ? 'demo-host-after-first-screen' : 'demo-host'}.js"></script>` : ''}
    </head>
    <body>
      <header class="demo-header">
        <a class="demo-header__home" href="/">selection-widgets</a>
        ${demoUi ? html`<demo-session></demo-session>` : ''}
      </header>
      <main class="demo-main">${body}</main>
      ${demoUi ? html`<demo-app-panel></demo-app-panel>` : ''}
    </body>
  </html>`}`;
}
