/** The demo host's own UI (lit): header session state and the login page. */
// First: the app simulation must be in place before the widget loader (the next script) runs.
import './app-simulation.ts';
import './demo-app-panel.ts';
import './demo-app-settings.ts';
import './demo-element-docs.ts';
import './demo-login.ts';
import './demo-session.ts';
