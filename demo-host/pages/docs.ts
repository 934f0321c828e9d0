/**
 * Element reference pages generated from dist/custom-elements.json: attributes, events with their
 * detail shapes, parts and custom properties, and a live example whose attributes can be edited.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { html, type SafeHtml } from './html.ts';
import { layout } from './layout.ts';

interface Item {
  name: string;
  description?: string;
  type?: { text: string };
  fieldName?: string;
}
export interface ElementDoc {
  tagName: string;
  summary?: string;
  description?: string;
  attributes?: Item[];
  events?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
  slots?: Item[];
}

/** The elements of the built manifest (empty before the first build). */
export function readElementDocs(root = '.'): ElementDoc[] {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/custom-elements.json'), 'utf8')) as {
      modules: { declarations?: (ElementDoc & { customElement?: boolean })[] }[];
    };
    return manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.customElement);
  } catch {
    return [];
  }
}

/** Markdown-style `code` in manifest descriptions, escaped. */
function prose(text = ''): SafeHtml {
  return html`${text.split(/`([^`]+)`/).map((piece, index) => (index % 2 ? html`<code>${piece}</code>` : piece))}`;
}

function table(caption: string, head: string[], rows: (string | SafeHtml)[][], id: string): SafeHtml {
  if (rows.length === 0)
    return html`<section aria-labelledby="${id}">
      <h2 id="${id}">${caption}</h2>
      <p>없음</p>
    </section>`;
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}">${caption}</h2>
    <table class="demo-docs__table" data-table="${id}">
      <thead>
        <tr>
          ${head.map((cell) => html`<th scope="col">${cell}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              ${row.map((cell, index) => (index === 0 ? html`<th scope="row"><code>${cell}</code></th>` : html`<td>${cell}</td>`))}
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

export function docsIndexPage(elements: ElementDoc[]): string {
  return layout({
    title: '요소 문서',
    widgets: false,
    body: html`<h1>요소 문서</h1>
      <p>
        패키지의 <code>custom-elements.json</code>에서 만든 문서예요. 요소마다 속성, 이벤트, 파트, CSS 변수와 직접 바꿔 볼 수 있는 예시가
        있어요.
      </p>
      <ul class="demo-scenarios">
        ${elements.map(
          (element) =>
            html`<li>
              <a href="/docs/${element.tagName}"
                ><strong><code>&lt;${element.tagName}&gt;</code></strong> ${prose(element.summary)}</a
              >
            </li>`,
        )}
      </ul>`,
  });
}

/** One element's reference; `example` gives the live example's starting attributes. */
export function elementDocsPage(element: ElementDoc, example: Record<string, string>): string {
  const attributes = element.attributes ?? [];
  const events = element.events ?? [];
  const start = attributes.map((attribute) => ({ name: attribute.name, value: example[attribute.name] ?? '' }));
  return layout({
    title: `<${element.tagName}>`,
    body: html`<article class="demo-docs">
      <p><a href="/docs">요소 문서</a></p>
      <h1><code>&lt;${element.tagName}&gt;</code></h1>
      <p class="demo-docs__summary">${prose(element.summary)}</p>
      <p>${prose(element.description)}</p>
      <section aria-labelledby="example">
        <h2 id="example">예시</h2>
        <demo-element-docs data-events="${events.map((event) => event.name).join(' ')}">
          <form class="demo-docs__form">
            ${start.map((attribute) => html`<label>${attribute.name} <input name="${attribute.name}" value="${attribute.value}" autocomplete="off" /></label>`)}
          </form>
          <pre class="demo-docs__code" data-role="code"></pre>
          <div class="demo-docs__live" data-role="live">
            ${html`<${element.tagName}${start.filter((attribute) => attribute.value).map((attribute) => html` ${attribute.name}="${attribute.value}"`)}></${element.tagName}>`}
          </div>
          <h3>받은 이벤트</h3>
          <ol class="demo-docs__log" data-role="log" aria-live="polite"></ol>
        </demo-element-docs>
      </section>
      ${table(
        '속성 (attributes)',
        ['이름', '속성 (property)', '타입', '설명'],
        attributes.map((item) => [item.name, item.fieldName ?? '', item.type?.text ?? '', prose(item.description)]),
        'attributes',
      )}
      ${table(
        '이벤트 (events)',
        ['이름', 'detail', '설명'],
        events.map((item) => [
          item.name,
          html`<code>${(item.type?.text ?? '').replace(/^CustomEvent<([\s\S]*)>$/, '$1')}</code>`,
          prose(item.description),
        ]),
        'events',
      )}
      ${table(
        '파트 (::part)',
        ['이름', '설명'],
        (element.cssParts ?? []).map((item) => [item.name, prose(item.description)]),
        'parts',
      )}
      ${table(
        'CSS 변수',
        ['이름', '설명'],
        (element.cssProperties ?? []).map((item) => [item.name, prose(item.description)]),
        'css-properties',
      )}
      ${table(
        '슬롯',
        ['이름', '설명'],
        (element.slots ?? []).map((item) => [item.name || '(기본)', prose(item.description)]),
        'slots',
      )}
    </article>`,
  });
}
