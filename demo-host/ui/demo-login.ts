/** The demo host's login page: SPEC §5's empty-field messages, then back to `from`. */
import { LitElement, css, html } from 'lit';
import { login, toApiError } from '../../core/api/public.ts';
import { messages } from '../../core/messages/index.ts';
import { safeReturnPath } from './safe-return-path.ts';

const DEMO_ACCOUNTS = [
  { label: '구매자 민지', email: 'buyer1@example.com' },
  { label: '구매자 서준', email: 'buyer2@example.com' },
  { label: '판매자', email: 'seller@example.com' },
];

export class DemoLogin extends LitElement {
  static override properties = {
    error: { state: true },
    pending: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
      max-width: 360px;
      margin: 40px auto;
    }
    form {
      display: grid;
      gap: 12px;
    }
    label {
      display: grid;
      gap: 4px;
      font-weight: 600;
    }
    input {
      font: inherit;
      padding: 10px 12px;
      border: 1px solid #ccc;
      border-radius: 8px;
    }
    button {
      font: inherit;
      padding: 10px 12px;
      border-radius: 8px;
      border: 1px solid #cf3317;
      background: #cf3317;
      color: #fff;
      font-weight: 700;
      cursor: pointer;
    }
    button[disabled] {
      opacity: 0.6;
    }
    .error {
      color: #d92d20;
      margin: 0;
    }
    .accounts {
      display: flex;
      gap: 6px;
      flex-wrap: wrap;
      margin-top: 16px;
    }
    .accounts button {
      background: #fff;
      color: #333;
      border-color: #ccc;
      font-weight: 500;
      font-size: 13px;
    }
  `;

  // Declared, not initialised as fields: a class field would hide lit's reactive accessors.
  declare error: string;
  declare pending: boolean;

  constructor() {
    super();
    this.error = '';
    this.pending = false;
  }

  override render() {
    return html`
      <h1>로그인</h1>
      <form novalidate @submit=${this.submit}>
        <label>이메일 <input name="email" type="email" autocomplete="username" /></label>
        <label>비밀번호 <input name="password" type="password" autocomplete="current-password" /></label>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : null}
        <button type="submit" ?disabled=${this.pending}>로그인</button>
      </form>
      <div class="accounts" aria-label="데모 계정">
        ${DEMO_ACCOUNTS.map((account) => html`<button type="button" @click=${() => this.fill(account.email)}>${account.label}</button>`)}
      </div>
      <p><small>데모 계정 비밀번호: selection1234</small></p>
    `;
  }

  private fill(email: string) {
    const form = this.renderRoot.querySelector('form');
    if (!form) return;
    (form.elements.namedItem('email') as HTMLInputElement).value = email;
    (form.elements.namedItem('password') as HTMLInputElement).value = 'selection1234';
  }

  private async submit(event: SubmitEvent) {
    event.preventDefault();
    if (this.pending) return;
    const form = event.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    this.pending = true;
    this.error = '';
    try {
      await login({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
      location.assign(safeReturnPath(new URLSearchParams(location.search).get('from')));
    } catch (error) {
      const apiError = toApiError(error);
      this.error = apiError.serverMessage ?? apiError.message ?? messages.errors.temporary;
    } finally {
      this.pending = false;
    }
  }
}

if (!customElements.get('demo-login')) customElements.define('demo-login', DemoLogin);
