// A plain DOM host written against the published types (compiled against the packed tarball).
import type { SelectionEvent, SelectionEventMap, SelectionWidgetsConfig } from 'selection-widgets';

const home = document.createElement('selection-home');
home.largeId = '6c68449a9011c28cce28dba6';
home.addEventListener('selection-navigate', (event) => {
  const detail: SelectionEventMap['selection-navigate'] = event.detail;
  if (detail.reason === 'item') event.preventDefault();
});
document.addEventListener('selection-login-required', (event) => {
  const handoff: 'app' | 'web' = event.detail.handoff;
  void handoff;
});
window.addEventListener('selection-error', (event) => console.warn(event.detail.code, event.detail.status));
const onClaim = (event: SelectionEvent<'selection-coupon-claim'>) => event.detail.outcome;
document.querySelector('selection-coupon')?.addEventListener('selection-coupon-claim', onClaim);

const config: SelectionWidgetsConfig = {
  apiBase: 'https://api.example.com',
  appMessageOrigins: 'https://app.example.com',
  tokenCookie: 'access_token',
};
window.SelectionWidgets?.configure(config);
// Configuration before the loader, and a single-page host's own login.
window.SelectionWidgetsConfig = { apiBase: '/api', loginUrl: '/login' };
window.SelectionWidgets?.setAuthToken('token-from-the-host');
window.SelectionWidgets?.setAuthToken(null);
window.SelectionWidgets?.refresh();
const best: HTMLElementTagNameMap['selection-best'] = document.createElement('selection-best');
best.largeId = undefined;

// @ts-expect-error: an element has no property that is not one of its attributes
home.couponCode = 'X';
// @ts-expect-error: the detail of a navigation has no `href`
document.addEventListener('selection-navigate', (event) => event.detail.href);
// @ts-expect-error: configuration values are strings
window.SelectionWidgets?.configure({ apiBase: 42 });
