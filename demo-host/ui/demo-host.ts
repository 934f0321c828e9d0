/** The demo host's own UI (lit): header session state and the login page. */
// The app simulation runs first, from its own script before the widget loader's (pages/layout.ts).
import './app-simulation.ts';
import './demo-app-panel.ts';
import './demo-app-settings.ts';
import './demo-element-docs.ts';
import './demo-login.ts';
import './demo-session.ts';
