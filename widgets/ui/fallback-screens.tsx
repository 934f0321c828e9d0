/**
 * SPEC §2 fallback screens, with their exact texts from core/messages.
 *
 * @csspart state - A fallback, loading, empty or error screen (`data-state` names it).
 * @csspart state--loading - The loading screen.
 * @csspart state--error - The error screen, with its retry button.
 * @csspart state--not-found - The not-found screen, with its home button.
 * @csspart state--empty - The screen of an empty page.
 */
import { useEffect } from 'react';
import { getConfig } from '../../core/config.ts';
import type { ApiError } from '../../core/http/api-error.ts';
import { messages } from '../../core/messages/index.ts';
import { emit } from '../../bridge/events.ts';
import { useHost } from './host-context.ts';
import { NavLink } from './nav-link.tsx';

const { screens } = messages;

export function NotFoundScreen() {
  const home = getConfig().homeUrl;
  return (
    <section className="state" part="state state--not-found" data-state="not-found">
      <h1 className="state__title">{screens.notFound}</h1>
      <NavLink className="button button--primary" href={home} reason="home">
        {screens.goHome}
      </NavLink>
    </section>
  );
}

export function ErrorScreen({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  useErrorEvent(error);
  return (
    <section className="state" part="state state--error" data-state="error" role="alert">
      <h1 className="state__title">{screens.genericError}</h1>
      <p className="state__detail">{error.message}</p>
      {error.hint ? <p className="state__detail">{error.hint}</p> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {screens.retry}
        </button>
      ) : null}
    </section>
  );
}

export function MessageScreen({ state, title, detail }: { state: string; title: string; detail?: string }) {
  return (
    <section className="state" part={`state state--${state}`} data-state={state}>
      <h1 className="state__title">{title}</h1>
      {detail ? <p className="state__detail">{detail}</p> : null}
    </section>
  );
}

export function LoadingScreen({ label = screens.loading }: { label?: string }) {
  return (
    <div className="state" part="state state--loading" data-state="loading" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton" style={{ width: '60%', height: 24 }} />
      <div className="skeleton" style={{ width: '90%', height: 160 }} />
    </div>
  );
}

/** Tells the host page once per failure that the element shows an error. */
export function useErrorEvent(error: ApiError | undefined): void {
  const host = useHost();
  useEffect(() => {
    if (error) emit(host, 'selection-error', { code: error.code, status: error.status, message: error.message });
  }, [error, host]);
}
