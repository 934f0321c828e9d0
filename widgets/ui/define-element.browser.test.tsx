import { expect } from 'chai';
import { cleanup, mount, shadow, waitFor } from '../../tests/browser/helpers.ts';
import { configure } from '../../core/config.ts';
import { defineElement, type WidgetProps } from './define-element.tsx';

function Greeting({ name }: WidgetProps & { name?: string }) {
  return <p className="greeting">{name ?? '(없음)'}</p>;
}

describe('defineElement', () => {
  afterEach(cleanup);

  it('defines a tag once: a second definition (the script loaded twice) is a no-op', () => {
    defineElement('test-greeting', Greeting, { props: { name: 'string' }, css: '.greeting { color: rgb(1, 2, 3); }' });
    const constructor = customElements.get('test-greeting');
    expect(() => defineElement('test-greeting', Greeting, { props: { name: 'string' }, css: '' })).not.to.throw();
    expect(customElements.get('test-greeting')).to.equal(constructor);
  });

  it('renders in an open shadow root with its stylesheet adopted, and follows attribute removal', async () => {
    const element = mount('test-greeting', { name: '민지' });
    const text = () => shadow(element).querySelector('.greeting')?.textContent;
    await waitFor(() => text() === '민지', { message: 'the name' });
    expect(shadow(element).adoptedStyleSheets.length).to.equal(1);
    expect(getComputedStyle(shadow(element).querySelector('.greeting') as Element).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(element).display).to.equal('block');
    element.removeAttribute('name');
    await waitFor(() => text() === '(없음)', { message: 'the removed attribute to reach React' });
  });

  it('each prop is a property too, and the element renders again when it is moved', async () => {
    defineElement('test-greeting', Greeting, { props: { name: 'string' }, css: '' });
    const element = mount('test-greeting', { name: '민지' }) as HTMLElement & { name?: string };
    const text = () => shadow(element).querySelector('.greeting')?.textContent;
    await waitFor(() => text() === '민지', { message: 'the name' });
    element.name = '지수';
    expect(element.getAttribute('name')).to.equal('지수');
    await waitFor(() => text() === '지수', { message: 'the property to reach React' });
    expect(element.name).to.equal('지수');
    const other = document.createElement('div');
    document.body.append(other);
    other.append(element);
    await waitFor(() => text() === '지수', { message: 'the moved element rendered again' });
    element.name = undefined;
    expect(element.hasAttribute('name')).to.equal(false);
    await waitFor(() => text() === '(없음)', { message: 'the cleared property' });
    other.remove();
  });

  it('a configured header height reaches the sticky navs; unset, the custom property decides', async () => {
    defineElement('test-greeting', Greeting, { props: { name: 'string' }, css: '' });
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
