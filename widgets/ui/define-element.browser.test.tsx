import { expect } from 'chai';
import { useEffect } from 'react';
import { cleanup, mount, shadow, waitFor } from '../../tests/browser/helpers.ts';
import { configure, holdConfig, settleConfig } from '../../core/config.ts';
import { defineElement, type WidgetProps } from './define-element.tsx';
import { engine } from '../../tests/browser/engine.ts';

type GreetingProps = WidgetProps & { name?: string; count?: number; loud?: boolean };
type GreetingElement = HTMLElement & { name?: string; count?: number; loud?: boolean };

/** How many Greetings are drawn on the page now (effects run and cleaned up), and were ever mounted. */
let drawn = 0;
let mounts = 0;

function Greeting({ name, count, loud }: GreetingProps) {
  useEffect(() => {
    drawn += 1;
    mounts += 1;
    return () => {
      drawn -= 1;
    };
  }, []);
  return (
    <p className="greeting" data-count={String(count)} data-loud={String(loud)}>
      {name ?? '(없음)'}
    </p>
  );
}

function Other() {
  return <p className="other">other</p>;
}

const PROPS = { name: 'string', count: 'number', loud: 'boolean' } as const;
defineElement<GreetingProps>('test-greeting', Greeting, { props: PROPS, css: '.greeting { color: rgb(1, 2, 3); }' });

const greetingOf = (element: Element) => shadow(element).querySelector<HTMLElement>('.greeting');
const textOf = (element: Element) => greetingOf(element)?.textContent;

describe('defineElement', () => {
  afterEach(cleanup);

  it('defines a tag once: a second definition (the script loaded twice) is a no-op', async () => {
    const constructor = customElements.get('test-greeting');
    expect(() => defineElement('test-greeting', Other, { props: {}, css: '.greeting { color: rgb(9, 9, 9); }' })).not.to.throw();
    expect(customElements.get('test-greeting')).to.equal(constructor);
    const element = mount('test-greeting', { name: '민지' });
    await waitFor(() => textOf(element) === '민지', { message: 'the first definition drawing' });
    expect(shadow(element).querySelector('.other')).to.equal(null);
    expect(getComputedStyle(greetingOf(element) as Element).color).to.equal('rgb(1, 2, 3)');
  });

  it('renders in an open shadow root with its stylesheet adopted, as a block', async () => {
    const element = mount('test-greeting', { name: '민지' });
    await waitFor(() => textOf(element) === '민지', { message: 'the name' });
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(shadow(element).adoptedStyleSheets.length).to.equal(1);
    expect(shadow(element).querySelector('style')).to.equal(null);
    expect(getComputedStyle(greetingOf(element) as Element).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(element).display).to.equal('block');
  });

  it("says its text's language (Korean) on a page in another, unless the page gave it one", async () => {
    const pageLang = document.documentElement.lang;
    document.documentElement.lang = 'en';
    try {
      const element = mount('test-greeting', { name: '민지' });
      await waitFor(() => textOf(element) === '민지', { message: 'the name' });
      expect(element.getAttribute('lang')).to.equal('ko');
      expect(greetingOf(element)?.closest('[lang]')).to.equal(null);
      // The shadow tree takes its language from the host (HTML, whatwg/html#9796): Chromium and WebKit
      // do; Firefox ESR gives it the document's.
      if (engine !== 'firefox') expect(greetingOf(element)?.matches(':lang(ko)'), 'its text read as Korean').to.equal(true);
      const given = mount('test-greeting', { name: 'Minji', lang: 'en' });
      await waitFor(() => textOf(given) === 'Minji', { message: 'the other name' });
      expect(given.getAttribute('lang')).to.equal('en');
    } finally {
      document.documentElement.lang = pageLang;
    }
  });

  it('a removed or emptied attribute makes the prop undefined, for React and for the property', async () => {
    const element = mount('test-greeting', { name: '민지', count: '3', loud: 'yes' }) as GreetingElement;
    await waitFor(() => textOf(element) === '민지', { message: 'the name' });
    element.removeAttribute('name');
    await waitFor(() => textOf(element) === '(없음)', { message: 'the removed attribute to reach React' });
    expect(element.name).to.equal(undefined);
    element.setAttribute('name', '지수');
    await waitFor(() => textOf(element) === '지수', { message: 'the attribute set again' });
    element.setAttribute('name', '');
    await waitFor(() => textOf(element) === '(없음)', { message: 'the emptied attribute to reach React' });
    expect(element.name).to.equal(undefined);
    element.removeAttribute('count');
    element.removeAttribute('loud');
    await waitFor(() => greetingOf(element)?.dataset.count === 'undefined' && greetingOf(element)?.dataset.loud === 'undefined', {
      message: 'the removed number and boolean attributes to reach React',
    });
    expect([element.count, element.loud]).to.deep.equal([undefined, undefined]);
  });

  it('parses numbers and booleans as before: parseFloat, and true for t, y or a non-zero digit first', async () => {
    const element = mount('test-greeting', { count: '2.5kg', loud: 'Yes' }) as GreetingElement;
    const data = () => greetingOf(element)?.dataset;
    await waitFor(() => data()?.count === '2.5' && data()?.loud === 'true', { message: 'the parsed attributes' });
    expect([element.count, element.loud]).to.deep.equal([2.5, true]);
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['9', true],
      ['false', false],
      ['0', false],
      ['no', false],
    ] as const) {
      element.setAttribute('loud', value);
      expect(element.loud, value).to.equal(expected);
    }
  });

  it('each prop is a property that writes its attribute; undefined or null removes it', async () => {
    const element = mount('test-greeting', { name: '민지' }) as GreetingElement;
    await waitFor(() => textOf(element) === '민지', { message: 'the name' });
    element.name = '지수';
    element.count = 7;
    element.loud = false;
    expect([element.getAttribute('name'), element.getAttribute('count'), element.getAttribute('loud')]).to.deep.equal([
      '지수',
      '7',
      'false',
    ]);
    expect([element.name, element.count, element.loud]).to.deep.equal(['지수', 7, false]);
    await waitFor(() => textOf(element) === '지수' && greetingOf(element)?.dataset.count === '7', {
      message: 'the properties to reach React',
    });
    element.name = undefined;
    element.count = null as unknown as undefined;
    expect([element.hasAttribute('name'), element.hasAttribute('count')]).to.deep.equal([false, false]);
    expect([element.name, element.count]).to.deep.equal([undefined, undefined]);
    await waitFor(() => textOf(element) === '(없음)' && greetingOf(element)?.dataset.count === 'undefined', {
      message: 'the cleared properties to reach React',
    });
  });

  it('takes a property set before its code came (a host binding properties) as its value, and follows later ones', async () => {
    // Not yet defined: the property is a plain field of the element, as a framework's binding sets it.
    const element = document.createElement('test-early-greeting') as GreetingElement;
    element.name = '민지';
    element.count = 3;
    document.body.append(element);
    try {
      defineElement<GreetingProps>('test-early-greeting', Greeting, { props: PROPS, css: '' });
      await waitFor(() => textOf(element) === '민지' && greetingOf(element)?.dataset.count === '3', { message: 'the early properties' });
      expect(element.getAttribute('name'), 'written through the accessor').to.equal('민지');
      element.name = '지수';
      await waitFor(() => textOf(element) === '지수', { message: 'a later property' });
    } finally {
      element.remove();
    }
  });

  it("takes an attribute written in its prop's spelling before its code came (Vue's :largeId, lower-cased by HTML) as its value", async () => {
    type NamedProps = WidgetProps & { fullName?: string };
    const Named = ({ fullName }: NamedProps) => <p className="greeting">{fullName ?? '(없음)'}</p>;
    // Not yet defined: Vue sets a binding it does not know as a property as an attribute, and an
    // HTML document lower-cases its name.
    const element = document.createElement('test-named-greeting') as HTMLElement & { fullName?: string };
    element.setAttribute('fullName', '민지');
    document.body.append(element);
    try {
      defineElement<NamedProps>('test-named-greeting', Named, { props: { fullName: 'string' }, css: '' });
      await waitFor(() => textOf(element) === '민지', { message: 'the early attribute' });
      expect(element.getAttribute('full-name'), 'as its own attribute').to.equal('민지');
      element.fullName = '지수';
      await waitFor(() => textOf(element) === '지수', { message: 'a later property' });
      // Cleared, then moved (a framework reordering its children): the first value does not come back.
      element.fullName = undefined;
      document.body.append(element);
      await waitFor(() => textOf(element) === '(없음)', { message: 'the value cleared' });
      expect(element.hasAttribute('full-name'), 'still cleared after the move').to.equal(false);
    } finally {
      element.remove();
    }
  });

  it('unmounts React when the element leaves the document, renders again when it comes back, and keeps its render when it moves', async () => {
    const before = drawn;
    const element = mount('test-greeting', { name: '민지' }) as GreetingElement;
    await waitFor(() => textOf(element) === '민지' && drawn === before + 1, { message: 'the first render' });
    element.remove();
    await waitFor(() => drawn === before, { message: 'the effects cleaned up on disconnect' });
    expect(shadow(element).childNodes.length).to.equal(0);
    element.name = '지수';
    document.body.append(element);
    await waitFor(() => textOf(element) === '지수' && drawn === before + 1, { message: 'the reconnected element drawn again' });
    // Moved (out and back in within one task, as a framework reorders a list): the same React root
    // and state go on, nothing unmounted or mounted again.
    const paragraph = greetingOf(element);
    const mountsBefore = mounts;
    const other = document.createElement('div');
    document.body.append(other);
    other.append(element);
    element.name = '하늘';
    await waitFor(() => textOf(element) === '하늘', { message: 'the moved element drawn with its new name' });
    expect(greetingOf(element) === paragraph, 'the same paragraph').to.equal(true);
    expect(mounts, 'mounted again').to.equal(mountsBefore);
    expect(drawn).to.equal(before + 1);
    other.remove();
    await waitFor(() => drawn === before, { message: 'the effects cleaned up' });
  });

  it('draws nothing until it is in the document', async () => {
    const before = drawn;
    const made = document.createElement('test-greeting') as GreetingElement;
    made.setAttribute('name', '지수');
    made.count = 1;
    // Another element drawn after it, its effects run too, shows React has had its turn. (Its text
    // alone is not enough: WebKit can show it before the effects have run.)
    const drawnAfter = mount('test-greeting', { name: '민지' });
    await waitFor(() => textOf(drawnAfter) === '민지' && drawn === before + 1, { message: 'the inserted element drawn' });
    expect(shadow(made).childNodes.length).to.equal(0);
    expect(drawn).to.equal(before + 1);
    document.body.append(made);
    try {
      await waitFor(() => textOf(made) === '지수', { message: 'the element drawn once inserted' });
    } finally {
      made.remove();
    }
  });

  it('keeps a shadow root it already has (server-rendered) until React draws into it', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    try {
      holder.setHTMLUnsafe(
        '<test-greeting-declarative name="민지"><template shadowrootmode="open"><p class="greeting">서버</p></template></test-greeting-declarative>',
      );
      const element = holder.firstElementChild as HTMLElement;
      const root = element.shadowRoot;
      expect(root?.textContent).to.equal('서버');
      // Defining the tag upgrades the element at once; React draws later.
      defineElement<GreetingProps>('test-greeting-declarative', Greeting, { props: PROPS, css: '.greeting { color: rgb(1, 2, 3); }' });
      expect(element.shadowRoot).to.equal(root);
      expect(root?.textContent).to.equal('서버');
      expect(root?.adoptedStyleSheets.length).to.equal(1);
      await waitFor(() => textOf(element) === '민지', { message: 'React drawing in the kept root' });
      expect([...shadow(element).querySelectorAll('.greeting')].map((node) => node.textContent)).to.deep.equal(['민지']);
    } finally {
      holder.remove();
    }
  });

  it('is defined once the page configuration is settled: code that arrives while the loader waits for the host draws after it', async () => {
    holdConfig();
    try {
      defineElement<GreetingProps>('test-greeting-settled', Greeting, { props: PROPS, css: '' });
      const element = mount('test-greeting-settled', { name: '민지' });
      expect(customElements.get('test-greeting-settled')).to.equal(undefined);
      expect(element.shadowRoot).to.equal(null);
    } finally {
      settleConfig();
    }
    expect(customElements.get('test-greeting-settled')).not.to.equal(undefined);
    const element = document.querySelector('test-greeting-settled') as Element;
    await waitFor(() => element.shadowRoot && textOf(element) === '민지', { message: 'the element drawn once settled' });
  });

  it('a configured header height reaches the sticky navs; unset, the custom property decides', async () => {
    const plain = mount('test-greeting', { name: 'a' });
    expect(plain.style.getPropertyValue('--selection-sticky-top')).to.equal('');
    configure({ stickyTop: '72' });
    try {
      const element = document.createElement('test-greeting');
      document.body.append(element);
      expect(element.style.getPropertyValue('--selection-sticky-top')).to.equal('72px');
      element.remove();
    } finally {
      configure({ stickyTop: null });
    }
  });
});
