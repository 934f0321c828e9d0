/** The demo host's own UI (lit): header session state and the login page. */
import './demo-login.ts';
import './demo-session.ts';
