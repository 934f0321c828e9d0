/**
 * SPEC §2 fallback screens, with their exact texts from core/messages.
 *
 * @csspart state - A fallback, loading or error screen (`data-state` names it).
 * @csspart state--loading - The loading screen.
 * @csspart state--error - The error screen, with its retry button.
 * @csspart state--not-found - The not-found screen, with its home button.
 *
 * `MessageScreen`'s `state--<state>` part is documented by each element that draws it, with the state
 * it passes (`state--empty` by the children page and the story list).
 */
import { useEffect, useRef, useState } from 'react';
import { getConfig } from '../../core/config.ts';
import type { ApiError } from '../../core/http/api-error.ts';
import { messages } from '../../core/messages/index.ts';
import { emit } from '../../bridge/events.ts';
import { useHost } from './host-context.ts';
import { NavLink } from './nav-link.tsx';
import { useFocusOnwards } from './use-focus-onwards.ts';

const { screens } = messages;

/** `error`: the call that found nothing (the host is told of it, as of any failure shown); none for an element given no id. */
export function NotFoundScreen({ error }: { error?: ApiError | undefined }) {
  useShownFailure(error, screens.notFound);
  return (
    <section className="state state--page" part="state state--not-found" data-state="not-found">
      <StateMark />
      <h1 className="state__title">{screens.notFound}</h1>
      <HomeButton />
    </section>
  );
}

/** The way out of a screen that has nothing else to offer: the site's home. */
function HomeButton() {
  return (
    <NavLink className="button button--primary state__home" href={getConfig().homeUrl} reason="home">
      {screens.goHome}
    </NavLink>
  );
}

/** A quiet mark above a fallback screen's title, so it reads as a page and not a stray line. */
function StateMark() {
  return (
    <svg className="state__mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" />
      <path d="M24 13v14M24 33v2" />
    </svg>
  );
}

export function ErrorScreen({
  error,
  onRetry,
  busy = false,
}: {
  error: ApiError;
  onRetry?: () => void;
  /** The retry is on its way: the button says so and does not ask again. */
  busy?: boolean;
}) {
  const failures = useShownFailure(error);
  const screen = useRef<HTMLElement>(null);
  useFocusOnwards(screen);
  return (
    <section ref={screen} className="state" part="state state--error" data-state="error" role="alert">
      <h1 className="state__title">{screens.genericError}</h1>
      <p key={failures} className="state__detail">
        {error.message}
      </p>
      {error.hint ? <p className="state__detail">{error.hint}</p> : null}
      {onRetry ? <RetryButton onRetry={onRetry} busy={busy} /> : null}
    </section>
  );
}

/**
 * A screen with only a message (its exact text from the catalogue); `withHome` adds the way home,
 * for a page that cannot be shown at all (no template name, an unknown template).
 */
export function MessageScreen({
  state,
  title,
  detail,
  withHome = false,
}: {
  state: string;
  title: string;
  detail?: string;
  withHome?: boolean;
}) {
  return (
    <section className="state state--page" part={`state state--${state}`} data-state={state}>
      <StateMark />
      <h1 className="state__title">{title}</h1>
      {detail ? <p className="state__detail state__detail--tag">{detail}</p> : null}
      {withHome ? <HomeButton /> : null}
    </section>
  );
}

/**
 * What a page looks like before its data arrives: `home` draws the selection home (title, banner,
 * search, tabs, a row of products), `list` a titled grid of products.
 */
export function LoadingScreen({ label = screens.loading, shape = 'list' }: { label?: string; shape?: 'home' | 'list' }) {
  return (
    <div
      className={`page-skeleton page-skeleton--${shape}`}
      part="state state--loading"
      data-state="loading"
      role="status"
      aria-busy="true"
    >
      <span className="visually-hidden">{label}</span>
      <div className="page-skeleton__title skeleton" />
      {shape === 'home' ? (
        <>
          <div className="page-skeleton__subtitle skeleton" />
          <div className="page-skeleton__banner skeleton" />
          <div className="page-skeleton__search skeleton" />
          <div className="page-skeleton__tabs">
            {[0, 1, 2, 3, 4].map((tab) => (
              <div key={tab} className="page-skeleton__tab skeleton" />
            ))}
          </div>
        </>
      ) : null}
      <div className="page-skeleton__grid">
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <div key={card} className="page-skeleton__card">
            <div className="page-skeleton__image skeleton" />
            <div className="page-skeleton__line skeleton" />
            <div className="page-skeleton__line page-skeleton__line--short skeleton" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** 다시 시도; while `busy` (the call asked again), it says so and does not ask once more. */
export function RetryButton({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <button
      type="button"
      className="button"
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onRetry}
    >
      {screens.retry}
    </button>
  );
}

/**
 * A failure shown in one place: the host page is told of each (`selection-error`, with `shown`, the
 * words the person reads there: the failure's message unless the place says its own), and the count
 * of failures shown so far is returned. A message keyed on it is drawn anew for a retry that failed
 * again, so its alert is read out again (the same words, unchanged in place, would be read once).
 */
export function useShownFailure(error: ApiError | undefined, shown?: string): number {
  const host = useHost();
  const [failures, setFailures] = useState({ error, count: 0 });
  if (failures.error !== error) setFailures({ error, count: failures.count + 1 });
  useEffect(() => {
    if (error) emit(host, 'selection-error', { code: error.code, status: error.status, message: shown ?? error.message });
  }, [error, host, shown]);
  return failures.count;
}
