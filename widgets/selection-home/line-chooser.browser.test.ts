import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { allByRole, byRole, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

describeHome('<selection-home> line chooser (template C)', () => {
  it('a category with 14+ children opens the line chooser, and a line chosen closes it', async () => {
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
    const dialog = byRole<HTMLDialogElement>(element, 'dialog', home.lineChooserTitle(medium.textContent ?? ''));
    expect(dialog?.open).to.equal(true);
    const options = dialog ? allByRole<HTMLButtonElement>(dialog, 'button').filter((button) => button.hasAttribute('aria-pressed')) : [];
    expect(options.length).to.be.at.least(15);
    await expectAccessible(element);
    options[3]?.click();
    expect(dialog?.open).to.equal(false);
    await waitFor(() => opener.textContent?.includes(options[3]?.textContent ?? '?'), { message: 'chosen line shown' });
  });
});
