import { expect } from 'chai';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';
import type { NavLevel } from '../../core/domain/category-tree.ts';
import { SelectionFrameSchema, type SelectionFrame } from '../../core/schemas/selection-frame.ts';
import { reactRootPerTest } from '../../tests/browser/react-root.ts';
import { LineChooser } from './line-chooser.tsx';
import { commonMessages as common } from '../../core/messages/common.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import { engine, setViewport } from '../../tests/browser/engine.ts';
import { allByRole, byRole, nameOf, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { installFakeApp } from '../../tests/support/fake-app.ts';

/** The sneakers home with a category of 14+ children chosen and its line chooser opened. */
async function openChooser(): Promise<{ element: HTMLElement; opener: HTMLButtonElement; dialog: HTMLDialogElement | null }> {
  const element = await openHome('sneakers');
  const row = await waitFor(() => byRole(element, 'tablist', home.navLevelLabel(1)), { message: 'the first category row' });
  const medium = await waitFor(() =>
    allByRole<HTMLButtonElement>(row, 'tab').find((tab) => !['all', 'pick'].includes(tab.dataset.frameId ?? '')),
  );
  medium.click();
  const opener = await waitFor(
    () => allByRole<HTMLButtonElement>(element, 'button').find((button) => button.getAttribute('aria-haspopup') === 'dialog'),
    { message: 'line chooser button' },
  );
  opener.click();
  return { element, opener, dialog: byRole<HTMLDialogElement>(element, 'dialog', home.lineChooserTitle(medium.textContent ?? '')) };
}

describeHome('<selection-home> line chooser (template C)', () => {
  it('a category with 14+ children opens the line chooser, and a line chosen closes it', async () => {
    const { element, opener, dialog } = await openChooser();
    expect(dialog?.open).to.equal(true);
    const options = dialog ? allByRole<HTMLButtonElement>(dialog, 'button').filter((button) => button.hasAttribute('aria-pressed')) : [];
    expect(options.length).to.be.at.least(15);
    await expectAccessible(element);
    options[3]?.click();
    expect(dialog?.open).to.equal(false);
    await waitFor(() => opener.textContent?.includes(options[3]?.textContent ?? '?'), { message: 'chosen line shown' });
    // Named for what it chooses, the line chosen in its name as on the screen (WCAG 2.5.3).
    const title = dialog?.querySelector('h2')?.textContent ?? '?';
    expect(nameOf(opener).startsWith(`${title}: ${options[3]?.textContent ?? '?'}`), nameOf(opener)).to.equal(true);
  });

  it('as a sheet on a phone keeps its title and close button in sight while its lines scroll, two to a row', async () => {
    // The narrowest phone (WebKitGTK's window is made no narrower than 360 px).
    await setViewport(engine === 'webkit' ? 360 : 320, 568);
    try {
      const { dialog } = await openChooser();
      expect(dialog?.dataset.presentation).to.equal('sheet');
      // Measured once it has slid up.
      await Promise.all(dialog!.getAnimations().map((animation) => animation.finished));
      const list = dialog!.querySelector<HTMLElement>('.line-chooser__list')!;
      const lines = [...list.querySelectorAll<HTMLElement>('button')];
      lines.at(-1)!.scrollIntoView({ block: 'end' });
      const close = byRole(dialog!, 'button', common.close)!;
      const sheet = dialog!.getBoundingClientRect();
      const shown = close.getBoundingClientRect();
      expect(shown.top, 'the close button in the sheet').to.be.at.least(sheet.top - 0.5);
      expect(sheet.bottom, 'the sheet within the screen').to.be.at.most(innerHeight + 0.5);
      const columns = new Set(lines.map((line) => Math.round(line.getBoundingClientRect().left)));
      expect(columns.size, 'columns of lines').to.be.at.least(2);
    } finally {
      await setViewport(800, 600);
    }
  });

  it('in the app, its back button closes the chooser as Esc does, and the page says it used the press', async () => {
    const app = installFakeApp('android', '30.0.119');
    try {
      const { dialog } = await openChooser();
      expect(dialog?.open).to.equal(true);
      const answers = () => app.sent.filter((message) => message.type === 'back-result');
      app.reply({ source: 'selection-app', type: 'back', id: 'line' });
      await waitFor(() => answers().length === 1, { message: 'the answer to back' });
      expect(answers()).to.deep.equal([{ source: 'selection-widgets', type: 'back-result', handled: true, id: 'line' }]);
      expect(dialog?.open).to.equal(false);
      // Closed, it no longer wants the button: the next press is the app's.
      app.reply({ source: 'selection-app', type: 'back' });
      await waitFor(() => answers().length === 2, { message: 'the answer to the second back' });
      expect(answers()[1]).to.deep.equal({ source: 'selection-widgets', type: 'back-result', handled: false });
    } finally {
      app.uninstall();
    }
  });
});

/** A frame as the API sends it, through the app's own schema. */
const frame = (id: string, title: string, type: SelectionFrame['type'], parentId: string | null): SelectionFrame =>
  v.parse(SelectionFrameSchema, { _id: id, title, type, parentId, sort: 0 });

/** A category row of 14 lines under `parent`. */
function levelOf(parent: SelectionFrame): NavLevel {
  const options = Array.from({ length: 14 }, (_, index) =>
    frame(`${parent._id}-${index}`, `${parent.title} ${index + 1}`, 'small2', parent._id),
  );
  return { parent, options, selected: undefined };
}

describe('<LineChooser> beside another', () => {
  const rendered = reactRootPerTest();
  it('two levels with a chooser each: each dialog is named by its own title', () => {
    const { root, container } = rendered();
    const brand = frame('brand', '나이키', 'small', 'sneakers');
    const line = frame('line', '조던', 'small2', 'brand');
    flushSync(() =>
      root.render([
        createElement(LineChooser, { key: 'brand', level: levelOf(brand), onChoose: () => undefined }),
        createElement(LineChooser, { key: 'line', level: levelOf(line), onChoose: () => undefined }),
      ]),
    );
    const names = [...container.querySelectorAll('dialog')].map((dialog) => {
      const title = container.querySelector(`[id="${dialog.getAttribute('aria-labelledby') ?? ''}"]`);
      return title?.textContent;
    });
    expect(names).to.deep.equal([home.lineChooserTitle('나이키'), home.lineChooserTitle('조던')]);
  });
});
