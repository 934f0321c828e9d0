/**
 * The page under our open modal dialogs stays still, and is given back to the host as it was: the
 * host's own styles of its root element return when the last dialog closes, however it closes.
 */
import { expect } from 'chai';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { afterNextFrame, waitFor } from '../../tests/browser/helpers.ts';
import { reactRootPerTest } from '../../tests/browser/react-root.ts';
import { usePageStillWhileOpen } from './page-still.ts';

function Dialog({ name }: { name: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  usePageStillWhileOpen(ref);
  return (
    <dialog ref={ref} data-name={name}>
      {name}
    </dialog>
  );
}

const dialog = (name: string) => document.querySelector<HTMLDialogElement>(`dialog[data-name="${name}"]`)!;
const rootStyle = () => document.documentElement.style;
/** Whether the window can be scrolled by a person: the root's overflow as the browser uses it. */
const pageScrolls = () => getComputedStyle(document.documentElement).overflowY !== 'hidden';

describe('the page under an open dialog', () => {
  const react = reactRootPerTest();
  let root: Root;
  let spacer: HTMLElement;
  beforeEach(() => {
    // A page taller than the window, whose host keeps its own overflow on the root element.
    spacer = Object.assign(document.createElement('div'), { style: 'height: 300vh' });
    document.body.append(spacer);
    rootStyle().setProperty('overflow', 'clip visible');
    ({ root } = react());
  });
  afterEach(() => {
    spacer.remove();
    rootStyle().removeProperty('overflow');
  });

  it('is held still while any dialog is open, and given back as the host had it when the last one closes', async () => {
    flushSync(() =>
      root.render(
        <>
          <Dialog name="guide" />
          <Dialog name="confirm" />
        </>,
      ),
    );
    expect(pageScrolls(), 'no dialog open').to.equal(true);
    dialog('guide').showModal();
    await waitFor(() => !pageScrolls(), { message: 'held still under the guide' });
    dialog('confirm').showModal();
    dialog('confirm').close();
    // The guide is still open: the page stays still.
    await afterNextFrame();
    expect(pageScrolls(), 'the guide still open').to.equal(false);
    dialog('guide').close();
    await waitFor(() => rootStyle().getPropertyValue('overflow') === 'clip visible', { message: "the host's overflow back" });
    expect(rootStyle().getPropertyValue('scrollbar-gutter')).to.equal('');
  });

  it('is given back when an open dialog leaves the page', async () => {
    flushSync(() => root.render(<Dialog name="guide" />));
    dialog('guide').showModal();
    await waitFor(() => !pageScrolls(), { message: 'held still' });
    flushSync(() => root.render(null));
    expect(rootStyle().getPropertyValue('overflow')).to.equal('clip visible');
  });
});
