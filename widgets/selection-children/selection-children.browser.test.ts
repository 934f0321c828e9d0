import { expect } from 'chai';
import { elementPageTests } from '../../tests/browser/element-page.ts';
import { sendKeys } from '@web/test-runner-commands';
import { messages } from '../../core/messages/index.ts';
import { holdEvents, mount, requestCount, scenarioId, shadow, waitFor, waitForText } from '../../tests/browser/helpers.ts';
import { childrenFirstScreen } from '../../core/api/children-queries.ts';
import { startQuery } from '../../core/cache/head-start.ts';
// The element alone: the loader would bundle every widget into this test.
import './selection-children.element.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { deepActiveElement, setViewport } from '../../tests/browser/engine.ts';
import { retryByKeyboard } from '../../tests/browser/retry.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { routeInPlace } from '../../tests/browser/in-place-host.ts';

/** Keeps the test page where it is: navigation events are recorded and cancelled. */
const navigations: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);

const mediums = (element: Element) => shadow(element).querySelectorAll<HTMLAnchorElement>('a[part~="category--medium"]');
const smalls = (element: Element) => shadow(element).querySelectorAll<HTMLAnchorElement>('a[part~="category--small"]');

describe('<selection-children>', () => {
  elementPageTests(navigations);

  it('lists every medium category of the selection with its small children and circle images', async () => {
    const id = await scenarioId('outlet');
    const allList = requestCount(`/all-list/${id}`);
    // What the loader starts for this tag is what the element asks for: it is adopted, not repeated.
    for (const spec of childrenFirstScreen(id)) startQuery(spec);
    const element = mount('selection-children', { 'large-id': id });
    await waitFor(() => mediums(element).length === 13, { message: '13 medium categories' });
    expect(shadow(element).querySelector('h1')?.textContent).to.equal(messages.children.heading('아울렛 패션'));
    const names = [...mediums(element)].map((link) => link.textContent);
    expect(names.slice(0, 3)).to.deep.equal(['아우터', '니트·가디건', '셔츠·블라우스']);
    expect([...smalls(element)].map((link) => link.textContent).slice(0, 4)).to.deep.equal(['코트', '패딩', '니트', '가디건']);
    expect(smalls(element)).to.have.length(26);
    // Each medium category's link shows its picture in a circle.
    const circles = [...mediums(element)].flatMap((link) => [...link.querySelectorAll('img')]);
    expect(circles).to.have.length(13);
    expect(getComputedStyle(circles[0] as HTMLImageElement).borderRadius).to.equal('50%');
    expect(circles[0]?.getAttribute('alt')).to.equal('');
    expect(requestCount(`/all-list/${id}`) - allList).to.equal(1);
    // A list of links inside a named navigation landmark.
    expect(shadow(element).querySelector('nav')?.getAttribute('aria-label')).to.equal(messages.children.navLabel);
    await expectAccessible(element);
  });

  it('links each category to /selection/{largeId}?target_id={childId} through a cancelable selection-navigate', async () => {
    const id = await scenarioId('outlet');
    const element = mount('selection-children', { 'large-id': id });
    const link = await waitFor(() => smalls(element)[1]);
    const childId = link.getAttribute('data-frame-id') ?? '';
    expect(link.getAttribute('href')).to.equal(`/selection/${id}?target_id=${childId}`);
    link.click();
    const event = navigations.at(-1);
    expect(event?.detail).to.include({ reason: 'category', url: `/selection/${id}?target_id=${childId}`, replace: false });
    expect(event?.bubbles && event.composed && event.cancelable).to.equal(true);
    expect(location.search).not.to.include('target_id');
  });

  it('in a single-page host, Back from a category returns to it on a phone: in view and focused, its list drawn after its call', async () => {
    const id = await scenarioId('outlet');
    // Back draws the page as a page loaded again: no answers kept, its list drawn after its call.
    const host = routeInPlace('children-spa', () => mount('selection-children', { 'large-id': id }), clearQueryCache);
    let element = host.element();
    try {
      await setViewport(360, 640);
      await waitFor(() => smalls(element).length > 20, { message: 'the categories' });
      const target = [...smalls(element)].at(-3)!;
      const frameId = target.dataset.frameId;
      target.scrollIntoView({ block: 'center' });
      expect(scrollY, 'down the page').to.be.greaterThan(innerHeight);
      target.click();
      expect(element.isConnected, 'the category opened in place of the list').to.equal(false);
      window.scrollTo(0, 0);
      history.back();
      element = await host.drawnAgain();
      await waitFor(
        () => {
          const link = [...smalls(element)].find((shown) => shown.dataset.frameId === frameId);
          const top = link?.getBoundingClientRect().top ?? -1;
          return link && top >= 0 && top < innerHeight && shadow(element).activeElement === link;
        },
        { message: () => `the category in view and focused (scrollY ${Math.round(scrollY)})`, timeout: 8000 },
      );
    } finally {
      host.stop();
      await setViewport(800, 600);
    }
  });

  it('opens a category from the keyboard', async () => {
    const id = await scenarioId('outlet');
    const element = mount('selection-children', { 'large-id': id });
    const link = await waitFor(() => mediums(element)[2]);
    link.focus();
    expect(shadow(element).activeElement).to.equal(link);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => navigations.length > 0, { message: 'navigation from Enter' });
    expect(navigations.at(-1)?.detail.url).to.equal(`/selection/${id}?target_id=${link.getAttribute('data-frame-id')}`);
  });

  it('stacks the groups on a phone and puts two side by side on a desktop', async () => {
    const element = mount('selection-children', { 'large-id': await scenarioId('outlet') });
    const list = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="category-groups"]'));
    await setViewport(375, 740);
    expect(getComputedStyle(list).gridTemplateColumns.split(' ')).to.have.length(1);
    await setViewport(1280, 800);
    expect(getComputedStyle(list).gridTemplateColumns.split(' ')).to.have.length(2);
  });

  it("on a category's own page (its 전체보기), lists that category's children, each linked to its page", async () => {
    const id = await scenarioId('outlet');
    const element = mount('selection-children', { 'large-id': id });
    await waitFor(() => mediums(element).length === 13, { message: 'the selection’s categories' });
    // 아우터: 코트 and 패딩 under it (the seed).
    const outer = [...mediums(element)].find((link) => link.textContent === '아우터')!;
    const outerId = outer.getAttribute('data-frame-id') ?? '';
    const fromOuter = mount('selection-children', { 'large-id': outerId });
    await waitFor(() => mediums(fromOuter).length > 0, { message: '아우터’s categories' });
    expect(shadow(fromOuter).querySelector('h1')?.textContent).to.equal(messages.children.heading('아우터'));
    expect([...mediums(fromOuter)].map((link) => link.textContent)).to.deep.equal(['코트', '패딩']);
    const coat = mediums(fromOuter)[0]!;
    expect(coat.getAttribute('href')).to.equal(`/selection/${outerId}?target_id=${coat.getAttribute('data-frame-id')}`);
  });

  it('shows an empty state, the no-frames and not-found screens, and an error with a retry', async () => {
    const empty = mount('selection-children', { 'large-id': await scenarioId('picks-only') });
    const making = mount('selection-children', { 'large-id': await scenarioId('no-frames') });
    const missing = mount('selection-children', { 'large-id': 'no-such-selection' });
    const broken = mount('selection-children', { 'large-id': await scenarioId('malformed') });
    await waitForText(empty, messages.children.empty);
    await waitForText(making, messages.screens.noFrames);
    await waitForText(missing, messages.screens.notFound);
    await waitForText(broken, messages.errors.temporary);
    await expectAccessible(document.body);
    const retry = shadow(broken).querySelector<HTMLButtonElement>('[role="alert"] button');
    expect(retry?.textContent).to.equal(messages.screens.retry);
    const before = requestCount('/all-list/');
    retry?.click();
    await waitFor(() => requestCount('/all-list/') > before, { message: 'a retried request' });
  });

  it('keeps its error screen, with focus on a busy 다시 시도, while the page is asked again, then hands focus to the first category', async () => {
    const id = await scenarioId('outlet');
    const element = await retryByKeyboard(
      () => mount('selection-children', { 'large-id': id }),
      (url) => url.includes(`/all-list/${id}`),
      '[data-state="error"]',
    );
    await waitFor(() => mediums(element).length === 13, { message: 'the categories once in' });
    const first = shadow(element).querySelector<HTMLElement>('a[href], button');
    await waitFor(() => deepActiveElement() === first, { message: 'focus on the first link of the page' });
  });

  it('shows the loading state first and follows its large-id attribute, including removal', async () => {
    const element = mount('selection-children', { 'large-id': await scenarioId('outlet') });
    await waitFor(() => customElements.get('selection-children'));
    await waitFor(() => shadow(element).querySelector('[data-state="loading"]') || mediums(element).length > 0);
    await waitFor(() => mediums(element).length === 13);
    element.setAttribute('large-id', await scenarioId('picks-only'));
    await waitForText(element, messages.children.empty);
    element.removeAttribute('large-id');
    await waitForText(element, messages.screens.notFound);
  });
});
