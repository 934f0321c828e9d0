/**
 * An element as `selection-widgets/server` renders it (the dev server's `/__served/<tag>`), put into
 * the page as HTML: this engine parses its declarative shadow root, and the element, defined after,
 * takes that root over as served (hydrates) with no mismatch and asks for none of the answers embedded;
 * a tap held while its code was on its way (early-taps.ts) is answered once it has hydrated. Its
 * upgrade comes in a task after the one that ran its code (define-element.tsx).
 */
import { expect } from 'chai';
import { afterNextFrame, atUrl, byRole, nextTask, recordFetches, scenarioId, waitFor, newSession } from '../tests/browser/helpers.ts';
import { putServed } from '../tests/browser/served.ts';
import { homeMessages } from '../core/messages/home.ts';
import { holdEarlyTaps } from '../widgets/ui/early-taps.ts';
import { hydrationRecord } from '../widgets/ui/served-render.ts';

/** `METHOD path body` of each answer the served HTML embeds (its request key, `METHOD api:path {query} body`). */
function embeddedCalls(html: string): string[] {
  const block = /<script type="application\/json" data-selection-served[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{"answers":[]}';
  return (JSON.parse(block) as { answers: { key: string }[] }).answers.map(({ key }) => {
    const [method, target = '', , ...body] = key.split(' ');
    return `${method} ${target.replace(/^api:/, '/api').replace(/^legacy:/, '/api_base')} ${body.join(' ')}`;
  });
}

/** A call as `METHOD path body` (the body's keys sorted, as in a request key; `{}` without one). */
function asCall(identity: string): string {
  const [method, url = '', ...body] = identity.split(' ');
  return `${method} ${new URL(url).pathname} ${body.join(' ') || '{}'}`;
}

describe('a server-rendered element', () => {
  it('keeps its declarative shadow root as served, hydrates it with no mismatch and asks for nothing it was sent', async () => {
    const { html, box, root } = await putServed('selection-best', 'outlet');
    const fetches = recordFetches();
    try {
      const embedded = embeddedCalls(html);
      expect(embedded.length, 'answers embedded').to.be.greaterThan(0);
      expect(customElements.get('selection-best')).to.equal(undefined);
      const served = [...root.querySelectorAll('[part~="product-card"]')];
      expect(served.length, 'cards in the server render').to.be.greaterThan(0);

      await import('../widgets/selection-best/selection-best.element.ts');
      await waitFor(() => hydrationRecord().hydrated === 1, { message: 'the element to hydrate' });
      // The rest of the first page comes after hydration, after the served cards.
      await waitFor(() => root.querySelectorAll('[part~="product-card"]').length > served.length, { message: 'the rest of the page' });
      await fetches.idle();
      fetches.stop();
      expect(hydrationRecord()).to.deep.equal({ hydrated: 1, recoverableErrors: 0 });
      // React took the server's nodes over: the cards are the very ones the parser made.
      expect([...root.querySelectorAll('[part~="product-card"]')].slice(0, served.length)).to.deep.equal(served);
      expect([...root.children].filter((child) => child.hasAttribute('data-selection-served'))).to.deep.equal([]);
      expect(fetches.calls.map(asCall).filter((call) => embedded.includes(call))).to.deep.equal([]);
    } finally {
      box.remove();
    }
  });

  it('a category row opened at a category further along starts with that tab in its middle, before any code, and scrolls freely after', async () => {
    // Before selection-home's code is in the page: this test comes before the one that imports it.
    expect(customElements.get('selection-home')).to.equal(undefined);
    const id = await scenarioId('japan-food');
    const tree = (await (await fetch(`/api/selection-frame-data/all-list/${id}`)).json()) as {
      selectionFrameDataList: { _id: string; parentId: string | null }[];
    };
    const last = tree.selectionFrameDataList.filter((frame) => frame.parentId === id).at(-1);
    if (!last) throw new Error('no category');
    atUrl(`?target_id=${last._id}`);
    // A phone's width: the row is wider than that, and its last tab starts beyond it.
    const { box, root } = await putServed('selection-home', 'japan-food', { width: 393 });
    try {
      const row = byRole(root, 'tablist', homeMessages.navLevelLabel(1))!;
      const chosen = row.querySelector<HTMLElement>(`[data-frame-id="${last._id}"]`)!;
      expect(chosen.getAttribute('aria-selected')).to.equal('true');
      await afterNextFrame();
      const rowBox = row.getBoundingClientRect();
      const tabBox = chosen.getBoundingClientRect();
      expect(row.scrollLeft, 'scrolled along').to.be.greaterThan(0);
      expect(tabBox.left >= rowBox.left && tabBox.right <= rowBox.right, 'the chosen tab whole in view').to.equal(true);
      // Nothing snaps it back once the first instant's snap is over.
      await Promise.all(row.getAnimations({ subtree: true }).map((animation) => animation.finished));
      row.scrollLeft = 0;
      await afterNextFrame();
      await afterNextFrame();
      expect(row.scrollLeft).to.equal(0);
    } finally {
      box.remove();
      atUrl('');
    }
  });

  it('answers a button tapped before the code came, once it has hydrated', async () => {
    const before = hydrationRecord().hydrated;
    // The discovery tooltip not closed yet in this session: the server draws it, and hydration keeps it.
    newSession();
    const { box, root } = await putServed('selection-home', 'sneakers');
    try {
      // What the loader does for a server-rendered element whose code is on its way.
      holdEarlyTaps(root);
      const close = byRole(root, 'button', homeMessages.tooltipClose);
      if (!close) throw new Error('no discovery tooltip in the server render');
      close.click();
      expect(byRole(root, 'note'), 'nothing answers it yet').to.not.equal(null);

      await import('../widgets/selection-home/selection-home.element.ts');
      await waitFor(() => hydrationRecord().hydrated === before + 1, { message: 'the element to hydrate' });
      await waitFor(() => byRole(root, 'note') === null, { message: 'the tooltip closed by the early tap' });
      expect(hydrationRecord().recoverableErrors).to.equal(0);
    } finally {
      box.remove();
      newSession();
    }
  });

  it('is upgraded in a task after the one that ran its code, and hydrates all the same', async () => {
    const before = hydrationRecord().hydrated;
    const { box } = await putServed('selection-children', 'outlet');
    try {
      expect(customElements.get('selection-children')).to.equal(undefined);

      await import('../widgets/selection-children/selection-children.element.ts');
      // The module has run: its element is not defined yet (the upgrade is not part of this task).
      expect(customElements.get('selection-children') === undefined, 'not defined in the task that ran its code').to.equal(true);
      await customElements.whenDefined('selection-children');
      await waitFor(() => hydrationRecord().hydrated === before + 1, { message: 'the element to hydrate' });
      expect(hydrationRecord().recoverableErrors).to.equal(0);
    } finally {
      box.remove();
    }
  });

  it('taken off the page while it hydrates (and put back), counts no hydration and reports no mismatch: nothing was drawn wrong', async () => {
    await import('../widgets/selection-children/selection-children.element.ts');
    const printed: unknown[][] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => {
      printed.push(args);
      consoleError(...args);
    };
    const before = { ...hydrationRecord() };
    try {
      // The element is defined: it is upgraded as the HTML goes in, and starts to hydrate.
      const { box, root } = await putServed('selection-children', 'outlet');
      expect(root.querySelector('[data-selection-served]'), 'the served answers, taken').to.equal(null);
      box.remove();
      // React's root is unmounted as the element leaves; whatever that queued has run after this.
      await nextTask();
      // Its hydration never committed: not counted as one, and no mismatch.
      expect(hydrationRecord()).to.deep.equal(before);
      // Put back, it draws afresh (its served answers were taken) and is ready again: still no
      // hydration to count.
      const ready = new Promise((resolve) => box.addEventListener('selection-ready', resolve, { once: true }));
      document.body.append(box);
      try {
        await ready;
        await nextTask();
        expect(hydrationRecord()).to.deep.equal(before);
      } finally {
        box.remove();
      }
    } finally {
      console.error = consoleError;
    }
    expect(printed.map((args) => String(args[0]))).to.deep.equal([]);
  });
});
