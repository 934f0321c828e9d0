// The reference API: a Hono app over in-memory state built from a deterministic seed.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { messages } from '../../core/messages/index.ts';
import type { ApiContext } from './context.ts';
import { API_BASE, LEGACY_API_BASE, MOCK_BASE } from './context.ts';
import { ApiError, serverPause } from './errors.ts';
import { buildSeedState } from './seed.ts';
import { SessionStore } from './sessions.ts';
import type { ApiState } from './state.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBookmarkRoutes } from './routes/bookmarks.ts';
import { registerContentRoutes } from './routes/content.ts';
import { registerItemRoutes } from './routes/items.ts';
import { registerMockRoutes } from './routes/mock.ts';
import { registerSelectionRoutes } from './routes/selection.ts';
import { registerCouponRoutes } from './routes/coupons.ts';
import { registerMagazineRoutes } from './routes/magazines.ts';
import { registerReviewRequestRoutes } from './routes/review-requests.ts';
import { registerVoteRoutes } from './routes/votes.ts';
import { registerApiSecretRoutes } from './routes/api-secrets.ts';
import { registerImageRoutes } from './routes/images.ts';
import { registerLegacyAccountRoutes } from './routes/legacy-account.ts';
import { registerLegacyStorefrontRoutes } from './routes/legacy-storefront.ts';
import { registerPaymentRoutes } from './routes/payments.ts';
import { registerPcccRoutes } from './routes/pccc.ts';
import { registerPurchaseRoutes } from './routes/purchases.ts';
import { poison } from './hostile-data.ts';
import { registerRefundRoutes } from './routes/refunds.ts';
import { registerSellerRoutes } from './routes/seller.ts';
import { registerSharedApiMockRoutes } from './routes/shared-api-mock.ts';

/** What a gateway in front of the API answers while the service behind it is down (an outage's `gateway` answer). */
const GATEWAY_PAGE = '<!doctype html><title>502 Bad Gateway</title><h1>502 Bad Gateway</h1>';

export { API_BASE, LEGACY_API_BASE, MOCK_BASE } from './context.ts';
export type { ScenarioIds, ScenarioKey } from './state.ts';
export { SCENARIO_KEYS } from './state.ts';

export interface ReferenceApiOptions {
  /** The clock; seed dates are relative to it at each reset. Defaults to the real time. */
  now?: () => Date;
}

export interface ReferenceApi {
  /** Routes full paths: `/api/...` for selection calls, `/api_base/...` for legacy calls. */
  app: Hono;
  /** Rebuilds the state from the seed (same as `POST /api/mock/selection/reset`). */
  reset(): void;
  /** The live state, for tests and future routes; replaced by every reset. */
  readonly state: ApiState;
}

/** Headers every client call carries (SPEC §7). */
export const CLIENT_HEADERS = ['timezone', 'device_time', 'locale', 'web_device_id', 'Authorization'] as const;

export function createReferenceApi(options: ReferenceApiOptions = {}): ReferenceApi {
  const now = options.now ?? (() => new Date());
  let state: ApiState = buildSeedState(now());
  // Sessions outlive a reset: demo accounts are fixed, so a signed-in browser stays signed in.
  const sessions = new SessionStore();
  const reset = (): void => {
    state.slow?.release();
    state = buildSeedState(now());
  };
  const ctx: ApiContext = {
    get state() {
      return state;
    },
    now,
    sessions,
    reset,
  };

  const app = new Hono();

  const isService = (path: string): boolean =>
    path === API_BASE || path.startsWith(`${API_BASE}/`) || path === LEGACY_API_BASE || path.startsWith(`${LEGACY_API_BASE}/`);

  // A slow network before one call (`POST /api/mock/selection/slow`): its requests wait before the
  // API reads them, the browser's preflight too (so a page can go while its call has not left). A
  // request its browser gave up meanwhile (the page went, and the call was not kept alive) never
  // reaches the API, as on a slow network it would not have.
  app.use('*', async (c, next) => {
    const slow = state.slow;
    const path = c.req.path;
    if (slow && isService(path) && !path.startsWith(`${MOCK_BASE}/`) && path.endsWith(slow.path)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, slow.ms))), slow.released]);
      clearTimeout(timer);
      // 499: the answer nobody reads, as a proxy logs a request its client closed.
      if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
    }
    await next();
  });

  // Pages on another origin (a host page, a dev server) may call the API with the common headers.
  app.use(
    '*',
    cors({
      origin: (origin) => origin,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', ...CLIENT_HEADERS],
      maxAge: 600,
    }),
  );

  app.use('*', async (c, next) => {
    const path = c.req.path;
    const service = isService(path);
    // The mock controls stay reachable so a test can turn the pause off again.
    if (state.serverPaused && service && !path.startsWith(`${MOCK_BASE}/`)) throw serverPause();
    const outage = state.outage;
    if (outage && outage.left > 0 && service && !path.startsWith(`${MOCK_BASE}/`) && path.endsWith(outage.path)) {
      outage.left -= 1;
      if (outage.answer === 'gateway') return c.html(GATEWAY_PAGE, 502);
      // As a web framework answers for a service that failed: its own words, in English, not for a person.
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable');
    }
    await next();
    // Hostile mode: the answer as it is, poisoned (the sign-in keeps its token so signing in works).
    const hostile = state.hostile;
    if (!hostile || !service || path.startsWith(`${MOCK_BASE}/`) || path.endsWith('/auth/app/login')) return;
    if (!(c.res.headers.get('content-type') ?? '').includes('json')) return;
    const poisoned = JSON.stringify(poison(await c.res.json(), hostile));
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(poisoned, { status: c.res.status, headers });
  });

  registerSelectionRoutes(app, ctx);
  registerItemRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerBookmarkRoutes(app, ctx);
  registerMockRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerVoteRoutes(app, ctx);
  registerReviewRequestRoutes(app, ctx);
  registerMagazineRoutes(app, ctx);
  // The shared API layer (issue 6).
  registerPurchaseRoutes(app, ctx);
  registerRefundRoutes(app, ctx);
  registerPcccRoutes(app, ctx);
  registerSellerRoutes(app, ctx);
  registerApiSecretRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerLegacyStorefrontRoutes(app, ctx);
  registerLegacyAccountRoutes(app, ctx);
  registerSharedApiMockRoutes(app, ctx);

  app.notFound((c) => c.json(new ApiError(404, 'NOT_FOUND', messages.errors.notFound).toBody(), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    // Never echo request details (they may carry tokens); the message is the catalogue's.
    return c.json({ code: 'INTERNAL_ERROR', message: messages.errors.temporary }, 500);
  });

  return {
    app,
    reset,
    get state() {
      return state;
    },
  };
}
