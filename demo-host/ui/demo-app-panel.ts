/**
 * Demo only: the simulated app's side of the web view — every message the widgets sent to the app,
 * and buttons to answer as the app does (login, back) or from a foreign origin.
 */
import { LitElement, css, html } from 'lit';
import { login, toApiError } from '../../core/api/public.ts';
import { appMode, clearLog, endAppMode, logEvents, readLog, replyAsApp, replyFromForeignOrigin, type LogEntry } from './app-simulation.ts';

const DIRECTION_LABEL: Record<LogEntry['direction'], string> = {
  'to-app': '웹 → 앱',
  'from-app': '앱 → 웹',
  foreign: '외부 출처 → 웹',
};

export class DemoAppPanel extends LitElement {
  static override properties = { entries: { state: true }, status: { state: true }, collapsed: { state: true } };

  static override styles = css`
    /* Top left, above the widgets: a full-screen guide keeps its close button (top right) and footer free. */
    :host {
      position: fixed;
      left: calc(8px + env(safe-area-inset-left, 0px));
      top: calc(8px + env(safe-area-inset-top, 0px));
      z-index: 2147483000;
      width: min(360px, calc(100vw - 16px));
      font:
        13px/1.4 system-ui,
        sans-serif;
    }
    section {
      border: 2px solid #1a1a1a;
      border-radius: 10px;
      background: #fffdf5;
      box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
    }
    header {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 8px;
      padding: 8px 10px;
      border-bottom: 1px solid #e5e0cc;
    }
    h2 {
      margin: 0;
      font-size: 13px;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      padding: 8px 10px;
    }
    button {
      font: inherit;
      padding: 4px 8px;
      border: 1px solid #999;
      border-radius: 6px;
      background: #fff;
      cursor: pointer;
    }
    ol {
      margin: 0;
      padding: 6px 10px 10px 28px;
      max-height: 160px;
      overflow: auto;
    }
    li {
      margin: 4px 0;
      word-break: break-all;
    }
    code {
      font-size: 12px;
    }
    .status {
      margin: 0;
      padding: 0 10px 8px;
      color: #555;
    }
  `;

  declare entries: LogEntry[];
  declare status: string;
  declare collapsed: boolean;

  constructor() {
    super();
    this.entries = readLog();
    this.status = '';
    this.collapsed = false;
  }

  private readonly refresh = () => {
    this.entries = readLog();
  };

  override connectedCallback() {
    super.connectedCallback();
    logEvents.addEventListener('change', this.refresh);
  }

  override disconnectedCallback() {
    logEvents.removeEventListener('change', this.refresh);
    super.disconnectedCallback();
  }

  override render() {
    if (!appMode) return null;
    const name = appMode.platform === 'ios' ? 'iOS' : 'Android';
    return html`<section aria-label="앱 웹뷰 시뮬레이션">
      <header>
        <h2>앱 웹뷰 시뮬레이션 · ${name} ${appMode.version}</h2>
        <button type="button" @click=${() => (this.collapsed = !this.collapsed)}>${this.collapsed ? '펼치기' : '접기'}</button>
      </header>
      ${
        this.collapsed
          ? null
          : html`<div class="actions">
                <button type="button" @click=${this.appLogin}>앱 로그인 (구매자 민지)</button>
                <button type="button" @click=${() => replyAsApp({ type: 'login', status: 'cancel' })}>앱 로그인 취소</button>
                <button type="button" @click=${() => replyAsApp({ type: 'back' })}>앱 뒤로 가기</button>
                <button type="button" @click=${() => replyFromForeignOrigin({ type: 'back' })}>외부 출처에서 뒤로 가기</button>
                <button type="button" @click=${clearLog}>기록 지우기</button>
                ${appMode.source === 'simulated' ? html`<button type="button" @click=${endAppMode}>웹으로 돌아가기</button>` : null}
              </div>
              ${this.status ? html`<p class="status" role="status">${this.status}</p>` : null}
              <ol aria-label="앱 메시지 기록">
                ${this.entries.map(
                  (entry) =>
                    html`<li data-direction=${entry.direction}>
                      <strong>${DIRECTION_LABEL[entry.direction]}</strong> ${entry.at}<br /><code>${JSON.stringify(entry.message)}</code>
                    </li>`,
                )}
              </ol>`
      }
    </section>`;
  }

  /** The app's login: signs the demo buyer in (the API sets the token cookie), then tells the page. */
  private async appLogin() {
    try {
      await login({ email: 'buyer1@example.com', password: 'selection1234' });
      this.status = '앱에서 민지님으로 로그인했어요.';
      replyAsApp({ type: 'login', status: 'success' });
    } catch (error) {
      this.status = toApiError(error).displayMessage;
    }
  }
}

if (!customElements.get('demo-app-panel')) customElements.define('demo-app-panel', DemoAppPanel);
