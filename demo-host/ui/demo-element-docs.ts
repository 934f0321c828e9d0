/**
 * The live example of an element's docs page: each field sets (or, emptied, removes) one attribute
 * of the element, the markup shown follows, and every event the element sends is logged with its
 * detail. Navigation events are cancelled so the example stays on the page.
 */
class DemoElementDocs extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form');
    const live = this.querySelector<HTMLElement>('[data-role="live"]');
    const element = live?.firstElementChild;
    const code = this.querySelector('[data-role="code"]');
    const log = this.querySelector('[data-role="log"]');
    if (!form || !element || !code || !log) return;
    const show = () => {
      code.textContent = element.outerHTML;
    };
    form.addEventListener('submit', (event) => event.preventDefault());
    form.addEventListener('input', (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      if (input.value.trim()) element.setAttribute(input.name, input.value.trim());
      else element.removeAttribute(input.name);
      show();
    });
    for (const name of (this.dataset.events ?? '').split(/\s+/).filter(Boolean)) {
      element.addEventListener(name, (event) => {
        if (name === 'selection-navigate') event.preventDefault();
        const item = document.createElement('li');
        item.dataset.event = name;
        item.textContent = `${name} ${JSON.stringify((event as CustomEvent).detail)}`;
        log.prepend(item);
      });
    }
    show();
  }
}

if (!customElements.get('demo-element-docs')) customElements.define('demo-element-docs', DemoElementDocs);
