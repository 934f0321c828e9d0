/**
 * iOS Safari and the iOS web views zoom the whole page in when a field whose text is smaller than
 * 16 px gets focus, and leave it zoomed after: every field a person types in or picks from is
 * 16 px or more, at a phone's width as on a desktop's.
 */
import { expect } from 'chai';
import { setViewport } from './engine.ts';

/** Inputs that take no typing and open no picker of text: iOS does not zoom into them. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'range', 'color', 'file', 'button', 'submit', 'reset', 'image', 'hidden']);

/** The fields of `element`'s shadow root iOS would zoom into (with their size), and how many fields there are. */
export function fieldsZoomedInto(element: Element): { fields: number; tooSmall: string[] } {
  const fields = Array.from(element.shadowRoot?.querySelectorAll<HTMLElement>('input, select, textarea') ?? []).filter(
    (field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)),
  );
  const tooSmall = fields
    .map((field) => ({ field, size: parseFloat(getComputedStyle(field).fontSize) }))
    .filter(({ size }) => size < 16)
    .map(({ field, size }) => `<${field.localName} class="${field.className}"> ${size}px`);
  return { fields: fields.length, tooSmall };
}

/** Checks `element`'s `fields` fields at a phone's and a desktop's width, then gives the page back its size. */
export async function expectNoFocusZoom(element: Element, fields: number): Promise<void> {
  try {
    for (const size of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      await setViewport(size.width, size.height);
      const found = fieldsZoomedInto(element);
      expect(found.fields, `fields at ${size.width} px`).to.equal(fields);
      expect(found.tooSmall, `fields under 16 px at ${size.width} px`).to.deep.equal([]);
    }
  } finally {
    await setViewport(800, 600);
  }
}
