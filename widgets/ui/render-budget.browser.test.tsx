/**
 * The render budget's `useDrawnArrival` in React itself: an update drawn in a render React cannot
 * pause (flushSync, as a store's) is held back to a background render, and a caller that moved on
 * to another call draws that call as pending, never as an answer the rest of its view has not drawn.
 */
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { waitFor } from '../../tests/browser/helpers.ts';
import { reactRootPerTest } from '../../tests/browser/react-root.ts';
import { useDrawnArrival } from './render-budget.ts';

const A = {};
const B = {};

/** What each commit drew, in order. */
let drawn: string[] = [];

function Shown({ of, state, enabled = true }: { of: object; state: string; enabled?: boolean }) {
  const shown = useDrawnArrival(of, state, 'pending', enabled);
  drawn.push(shown);
  return <p>{shown}</p>;
}

describe('useDrawnArrival', () => {
  const react = reactRootPerTest();
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    drawn = [];
    ({ root, container } = react());
  });

  it('draws what it mounts with at once, and an update of the same call in a background render after', async () => {
    flushSync(() => root.render(<Shown of={A} state="loading" />));
    expect(container.textContent).to.equal('loading');
    flushSync(() => root.render(<Shown of={A} state="answer" />));
    expect(container.textContent, 'in the render that cannot pause').to.equal('loading');
    await waitFor(() => container.textContent === 'answer', { message: 'the answer, in the background render' });
  });

  it('draws another call as pending until the background render catches up, not as the store holds it', async () => {
    flushSync(() => root.render(<Shown of={A} state="answer A" />));
    drawn = [];
    // Moved on to call B, whose answer the store already holds.
    flushSync(() => root.render(<Shown of={B} state="answer B" />));
    expect(container.textContent).to.equal('pending');
    await waitFor(() => container.textContent === 'answer B', { message: "B's answer, in the background render" });
    expect(drawn, 'what B drew').to.not.include('answer A');
  });

  it('draws every update at once when not enabled', () => {
    flushSync(() => root.render(<Shown of={A} state="loading" enabled={false} />));
    flushSync(() => root.render(<Shown of={A} state="answer" enabled={false} />));
    expect(container.textContent).to.equal('answer');
  });
});
