/** The header's sign-in state: the signed-in demo user and a logout button, or a login link. */
import { LitElement, css, html } from 'lit';
import { logout, signedInUser } from '../../core/api/public.ts';
import type { PublicUser } from '../../core/schemas/user-info.ts';

export class DemoSession extends LitElement {
  static override properties = { user: { state: true } };
  static override styles = css`
    :host {
      display: flex;
      gap: 8px;
      align-items: center;
      font-size: 14px;
    }
    a,
    button {
      font: inherit;
      color: inherit;
      background: none;
      border: 1px solid #ccc;
      border-radius: 6px;
      padding: 4px 10px;
      cursor: pointer;
      text-decoration: none;
    }
  `;

  declare user: PublicUser | null;

  constructor() {
    super();
    this.user = null;
  }

  override connectedCallback() {
    super.connectedCallback();
    signedInUser().then(
      (info) => (this.user = info?.user ?? null),
      () => (this.user = null),
    );
  }

  override render() {
    if (this.user) {
      return html`<span data-user-id=${this.user.userId}>${this.user.username}님</span>
        <button type="button" @click=${this.signOut}>로그아웃</button>`;
    }
    const from = `${location.pathname}${location.search}`;
    return html`<a href="/login?from=${encodeURIComponent(from)}">로그인</a>`;
  }

  private async signOut() {
    await logout().catch(() => undefined);
    location.reload();
  }
}

if (!customElements.get('demo-session')) customElements.define('demo-session', DemoSession);
