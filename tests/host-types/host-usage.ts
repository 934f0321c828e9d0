// A host page's use of the published types; compiled against dist/selection-widgets.d.ts after the build.
import type { SelectionEventMap } from '../../dist/selection-widgets.d.ts';

const home = document.createElement('selection-home');
home.largeId = '6c68449a9011c28cce28dba6';
home.addEventListener('selection-navigate', (event) => {
  const detail: SelectionEventMap['selection-navigate'] = event.detail;
  if (detail.reason === 'item') event.preventDefault();
});
document.addEventListener('selection-login-required', (event) => {
  const from: string = event.detail.from;
  void from;
});
window.SelectionWidgets?.configure({ apiBase: '/api', loginUrl: '/login' });
const best: HTMLElementTagNameMap['selection-best'] = document.createElement('selection-best');
best.largeId = undefined;
