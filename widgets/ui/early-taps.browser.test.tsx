/**
 * A part hydrated apart (early-taps.ts, hydrated-apart.ts) whose code comes after its element has
 * hydrated, as the review side's can: React drops a tap or a change on it until it has hydrated, so
 * the element holds them for it, and the part tells them once it has, each once. React's own
 * hydration of a server render here, with a part whose code is held until the test lets it come.
 */
import { expect } from 'chai';
import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.browser';
import { waitFor } from '../../tests/browser/helpers.ts';
import { composingKey } from './composition.ts';
import { holdEarlyTaps, hydrateHoldingParts, replayEarlyTaps } from './early-taps.ts';
import { useHydratedApart } from './hydrated-apart.ts';
import { loadServedKit } from './load-served-kit.ts';

/** How many times the part has hydrated (its effect run). */
let partsHydrated = 0;

function Part() {
  const ref = useRef<HTMLDivElement>(null);
  const apart = useHydratedApart(ref);
  const [taps, setTaps] = useState(0);
  const [word, setWord] = useState('');
  useEffect(() => {
    partsHydrated += 1;
  }, []);
  return (
    <div ref={ref} {...apart}>
      <button type="button" onClick={() => setTaps((count) => count + 1)}>
        누르기
      </button>
      <output className="taps">{taps}</output>
      <input aria-label="한 마디" value={word} onChange={(event) => setWord(event.target.value)} />
      <output className="word">{word}</output>
    </div>
  );
}

/**
 * A part whose form script alone sends (as the review request's: a dialog form outside a dialog,
 * which submits nowhere), its word on its one button or on an Enter outside a composition.
 */
function FormPart() {
  const ref = useRef<HTMLDivElement>(null);
  const apart = useHydratedApart(ref);
  const [word, setWord] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  useEffect(() => {
    partsHydrated += 1;
  }, []);
  const send = () => setSent((all) => [...all, word]);
  return (
    <div ref={ref} {...apart}>
      <form method="dialog" onSubmit={(event) => event.preventDefault()}>
        <input
          aria-label="한 마디"
          value={word}
          onChange={(event) => setWord(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !composingKey(event.nativeEvent)) send();
          }}
        />
        <button type="button" onClick={send}>
          등록
        </button>
      </form>
      <output className="sent">{sent.join('|')}</output>
    </div>
  );
}

/** A button of the element's own, outside the part (its state its own: the element does not draw again). */
function OwnButton() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" className="own" onClick={() => setTaps((count) => count + 1)}>
      {taps}
    </button>
  );
}

/** The element: its own button, and the part in a Suspense boundary of its own; `root` its shadow root. */
function Element({ root, part: Inside }: { root?: ShadowRoot; part: ComponentType }) {
  // What the element's frame does once the hydration has committed (served-kit.ts's `committed`).
  useEffect(() => {
    if (root) replayEarlyTaps(root);
  }, [root]);
  return (
    <section>
      <OwnButton />
      <Suspense fallback={null}>
        <Inside />
      </Suspense>
    </section>
  );
}

/**
 * The element served (its HTML as the server renders it, in a declarative shadow root), its taps held
 * as the loader holds them, then hydrated with the part's code held: `arrive()` lets it come.
 */
async function served(Inner: ComponentType = Part): Promise<{ root: ShadowRoot; arrive: () => void; done: () => void }> {
  const box = document.createElement('div');
  document.body.append(box);
  box.setHTMLUnsafe(`<div><template shadowrootmode="open">${renderToString(<Element part={Inner} />)}</template></div>`);
  const root = box.firstElementChild?.shadowRoot;
  if (!root) throw new Error('no declarative shadow root');
  holdEarlyTaps(root);
  // The part's code, made at once: `arrive()` lets it come whenever React first asks for it (React
  // may not have asked yet when the test lets it come; a promise made in the lazy call then never settled).
  let arrive = () => {};
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Inner })));
  const LaterPart = lazy(() => code);
  const before = partsHydrated;
  const own = root.querySelector<HTMLButtonElement>('.own');
  let react: Root | undefined;
  hydrateHoldingParts(root, () => (react = hydrateRoot(root as unknown as Element, <Element root={root} part={LaterPart} />)));
  // The element has hydrated (its own button answers), the part has not.
  own?.click();
  await waitFor(() => own?.textContent === '1', { message: "the element's own button answered" });
  expect(partsHydrated).to.equal(before);
  return {
    root,
    arrive,
    done: () => {
      react?.unmount();
      box.remove();
    },
  };
}

const text = (root: ShadowRoot, selector: string) => root.querySelector(selector)?.textContent;

describe('a part hydrated apart, its code after the element has hydrated', () => {
  // An element that finds a server render in its root loads the served kit before it hydrates it
  // (served-kit-slot.ts); the part tells what was held through it.
  before(async () => {
    if (!(await loadServedKit())) throw new Error('the served kit did not load');
  });

  it('answers a tap made on it meanwhile once it has hydrated, once', async () => {
    const { root, arrive, done } = await served();
    try {
      const button = root.querySelector<HTMLButtonElement>('[data-hydrated-apart] button');
      button?.click();
      button?.click();
      // Nothing answers it yet: React drops a tap on a part it has not hydrated.
      expect(text(root, '.taps')).to.equal('0');
      arrive();
      await waitFor(() => text(root, '.taps') === '1', { message: 'the tap told once the part hydrated' });
      // Tapped twice before: told once (a double tap is one). From now on React answers it itself.
      button?.click();
      await waitFor(() => text(root, '.taps') === '2', { message: 'the next tap answered by React' });
    } finally {
      done();
    }
  });

  it('gives React a pointer moved onto it meanwhile, on its target, once it has hydrated, with no error', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.message);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    const { root, arrive, done } = await served();
    let overs = 0;
    const count = () => (overs += 1);
    const button = root.querySelector<HTMLButtonElement>('[data-hydrated-apart] button');
    try {
      if (!button) throw new Error('no button in the part');
      button.addEventListener('pointerover', count);
      // From another node of the same root: the event stays inside it, and the DOM clears its
      // target once its dispatch is over.
      const from = root.querySelector('.own');
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, relatedTarget: from }));
      // React holds it for the part (it goes no further), and dispatches it again on the button once
      // the part has hydrated.
      expect(overs).to.equal(0);
      arrive();
      await waitFor(() => overs === 1 || errors.length > 0, { message: 'the pointer given to React again' });
      expect(errors).to.deep.equal([]);
      expect(overs).to.equal(1);
    } finally {
      button?.removeEventListener('pointerover', count);
      window.removeEventListener('error', onError);
      done();
    }
  });

  it('keeps a word typed into it meanwhile, as what React holds once it has hydrated', async () => {
    const { root, arrive, done } = await served();
    try {
      const input = root.querySelector('input');
      if (!input) throw new Error('no input');
      input.value = '안녕';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      expect(text(root, '.word')).to.equal('');
      arrive();
      await waitFor(() => text(root, '.word') === '안녕', { message: 'the word told once the part hydrated' });
      expect(input.value).to.equal('안녕');
    } finally {
      done();
    }
  });

  it('leaves to React a tap on it once its code is in (React hydrates it at once for the tap): answered once', async () => {
    const { root, arrive, done } = await served();
    try {
      const before = partsHydrated;
      const button = root.querySelector<HTMLButtonElement>('[data-hydrated-apart] button');
      arrive();
      // The code is in (the lazy part's promise has settled), the part not hydrated yet.
      await Promise.resolve();
      expect(partsHydrated).to.equal(before);
      button?.click();
      await waitFor(() => partsHydrated === before + 1 && text(root, '.taps') !== '0', { message: 'the part hydrated, the tap answered' });
      // Answered by React, and by nothing after: the next tap makes one more.
      const answered = text(root, '.taps');
      button?.click();
      await waitFor(() => text(root, '.taps') !== answered, { message: 'the next tap answered' });
      expect([answered, text(root, '.taps')]).to.deep.equal(['1', '2']);
    } finally {
      done();
    }
  });

  it('takes an Enter in its script-sent form meanwhile as a tap on the button that sends it, once, with the word typed; the Enter of a composition as none', async () => {
    const enter = (input: HTMLInputElement | null, init: KeyboardEventInit = {}, keyCode?: number) => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, composed: true, ...init });
      if (keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: keyCode });
      input?.dispatchEvent(event);
    };
    const typed = (input: HTMLInputElement | null, word: string) => {
      if (!input) throw new Error('no input');
      input.value = word;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const { root, arrive, done } = await served(FormPart);
    try {
      const input = root.querySelector('input');
      typed(input, '안녕');
      // A syllable confirmed (Chromium's and Firefox's order, then WebKit's): the input method's.
      enter(input, { isComposing: true });
      enter(input, {}, 229);
      const before = partsHydrated;
      arrive();
      // What was held is told in the part's first effect, and a tap's update is drawn before the next task.
      await waitFor(() => partsHydrated === before + 1 && input?.value === '안녕', { message: 'the part hydrated' });
      expect(text(root, '.sent'), 'a composition sends nothing').to.equal('');
    } finally {
      done();
    }
    const again = await served(FormPart);
    try {
      const input = again.root.querySelector('input');
      typed(input, '반가워');
      enter(input);
      enter(input);
      expect(text(again.root, '.sent')).to.equal('');
      again.arrive();
      await waitFor(() => text(again.root, '.sent') !== '', { message: 'the Enter told as a tap once the part hydrated' });
      expect(text(again.root, '.sent'), 'sent once, with the word typed before').to.equal('반가워');
    } finally {
      again.done();
    }
  });

  /**
   * The form part served, a word typed and Enter pressed before its code came (held). Then the code
   * comes, and before the part hydrates, the person, seeing nothing happen, presses 등록.
   */
  async function enterHeld() {
    const part = await served(FormPart);
    const input = part.root.querySelector('input');
    const button = part.root.querySelector<HTMLButtonElement>('[data-hydrated-apart] button');
    if (!input || !button) throw new Error('no form');
    input.value = '반가워';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, composed: true }));
    return { ...part, button };
  }

  it('sends once when its button is clicked again once its code is in, before it hydrates (React hydrates it for that click)', async () => {
    const { root, button, arrive, done } = await enterHeld();
    try {
      // The code in, the part not hydrated yet (React hydrates it in a task of its own soon after; here,
      // not in a helper: one await more would let it).
      const before = partsHydrated;
      arrive();
      await Promise.resolve();
      expect(partsHydrated).to.equal(before);
      button.click();
      await waitFor(() => partsHydrated === before + 1 && text(root, '.sent') !== '', { message: 'the part hydrated, the word sent' });
      // A frame later, anything held has been told.
      await new Promise(requestAnimationFrame);
      expect(text(root, '.sent'), 'the held Enter and the press: one send').to.equal('반가워');
    } finally {
      done();
    }
  });

  it('sends once when its button is pressed again by a pointer: React hydrates it at the pointer down, the click comes after', async () => {
    const { root, button, arrive, done } = await enterHeld();
    try {
      // The code in, the part not hydrated yet (React hydrates it in a task of its own soon after; here,
      // not in a helper: one await more would let it).
      const before = partsHydrated;
      arrive();
      await Promise.resolve();
      expect(partsHydrated).to.equal(before);
      // A press as a person's mouse makes it, its down and its up in tasks of their own.
      const pointer = { bubbles: true, cancelable: true, composed: true, pointerId: 1, pointerType: 'mouse', isPrimary: true };
      button.dispatchEvent(new PointerEvent('pointerdown', pointer));
      button.dispatchEvent(new MouseEvent('mousedown', pointer));
      expect(partsHydrated, 'hydrated at the pointer down').to.equal(before + 1);
      await new Promise(requestAnimationFrame);
      button.dispatchEvent(new PointerEvent('pointerup', pointer));
      button.dispatchEvent(new MouseEvent('mouseup', pointer));
      button.dispatchEvent(new MouseEvent('click', pointer));
      await waitFor(() => text(root, '.sent') !== '', { message: 'the word sent' });
      await new Promise(requestAnimationFrame);
      expect(text(root, '.sent'), 'the held Enter and the press: one send').to.equal('반가워');
      // The next press is its own.
      button.click();
      await waitFor(() => text(root, '.sent') === '반가워|반가워', { message: 'the next press sent' });
    } finally {
      done();
    }
  });
});
