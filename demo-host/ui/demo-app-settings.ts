/** Demo only: the index page's settings — web or a simulated iOS/Android app of a version, and guides. */
import { LitElement, css, html } from 'lit';
import { appMode, DEFAULT_VERSIONS, guidesEnabled, SIMULATED_VERSION } from './app-simulation.ts';

export class DemoAppSettings extends LitElement {
  static override styles = css`
    :host {
      display: block;
      margin: 16px;
      padding: 12px 16px;
      border: 1px solid #eee;
      border-radius: 8px;
    }
    form {
      display: flex;
      flex-wrap: wrap;
      gap: 12px;
      align-items: end;
    }
    label {
      display: grid;
      gap: 4px;
      font-weight: 600;
      font-size: 14px;
    }
    select,
    input,
    button {
      font: inherit;
      padding: 6px 8px;
      border: 1px solid #ccc;
      border-radius: 6px;
    }
    button {
      background: #1a1a1a;
      color: #fff;
      border-color: #1a1a1a;
      cursor: pointer;
    }
    .checkbox {
      display: flex;
      gap: 6px;
      align-items: center;
    }
    p {
      margin: 8px 0 0;
      color: #555;
      font-size: 13px;
    }
  `;

  override render() {
    const platform = appMode?.platform ?? 'web';
    return html`<h2>앱 웹뷰 시뮬레이션</h2>
      <form @submit=${this.apply}>
        <label
          >환경
          <select name="app" @change=${this.platformChanged}>
            <option value="web" ?selected=${platform === 'web'}>웹</option>
            <option value="ios" ?selected=${platform === 'ios'}>iOS 앱</option>
            <option value="android" ?selected=${platform === 'android'}>Android 앱</option>
          </select>
        </label>
        <label>앱 버전 <input name="appVersion" .value=${appMode?.version ?? DEFAULT_VERSIONS.ios} pattern=${SIMULATED_VERSION} /></label>
        <label class="checkbox"><input type="checkbox" name="guides" ?checked=${guidesEnabled()} /> 첫 방문 가이드</label>
        <button type="submit">적용</button>
      </form>
      <p>
        딥링크 최소 버전: Android ${DEFAULT_VERSIONS.android}, iOS ${DEFAULT_VERSIONS.ios}. 더 낮은 버전은 웹 페이지와 업데이트 안내를
        받아요.
      </p>`;
  }

  private platformChanged(event: Event) {
    const select = event.currentTarget as HTMLSelectElement;
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="appVersion"]');
    if (input && (select.value === 'ios' || select.value === 'android')) input.value = DEFAULT_VERSIONS[select.value];
  }

  private apply(event: SubmitEvent) {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const url = new URL(location.href);
    url.searchParams.set('app', String(data.get('app') ?? 'web'));
    url.searchParams.set('appVersion', String(data.get('appVersion') ?? ''));
    url.searchParams.set('guides', data.get('guides') ? 'on' : 'off');
    location.assign(url.toString());
  }
}

if (!customElements.get('demo-app-settings')) customElements.define('demo-app-settings', DemoAppSettings);
