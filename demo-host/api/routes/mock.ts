// Test and demo controls under /api/mock/selection: scenarios, reset, server pause, an outage of one call, a slow network before one call, hostile mode, frame edge data, header echo, images.
import type { Hono } from 'hono';
import type { ApiContext } from '../context.ts';
import { MOCK_BASE } from '../context.ts';
import { notFound, parseInput, readJson, respond } from '../errors.ts';
import { parseSide, renderPng, renderSvg } from '../images.ts';
import {
  EchoHeadersSchema,
  FramePatchInputSchema,
  HostileInputSchema,
  HostileStateSchema,
  OkSchema,
  OutageInputSchema,
  SlowInputSchema,
  ScenarioIdsSchema,
  ServerPauseInputSchema,
  ServerPauseStateSchema,
} from '../mock-schemas.ts';
import type { EchoHeaders } from '../mock-schemas.ts';
import { bearerToken } from '../sessions.ts';

export function registerMockRoutes(app: Hono, ctx: ApiContext): void {
  app.get(`${MOCK_BASE}/scenarios`, (c) => respond(c, ScenarioIdsSchema, { ...ctx.state.scenarios }));

  app.post(`${MOCK_BASE}/reset`, (c) => {
    ctx.reset();
    return respond(c, OkSchema, { ok: true });
  });

  app.post(`${MOCK_BASE}/server-pause`, async (c) => {
    const { on } = parseInput(ServerPauseInputSchema, await readJson(c));
    ctx.state.serverPaused = on;
    return respond(c, ServerPauseStateSchema, { ok: true, on });
  });

  app.post(`${MOCK_BASE}/outage`, async (c) => {
    const { path, times, answer } = parseInput(OutageInputSchema, await readJson(c));
    ctx.state.outage = { path, left: times, answer };
    return respond(c, OkSchema, { ok: true });
  });

  app.post(`${MOCK_BASE}/slow`, async (c) => {
    const { path, ms } = parseInput(SlowInputSchema, await readJson(c));
    // Requests held by the control before go on now.
    ctx.state.slow?.release();
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    ctx.state.slow = ms > 0 ? { path, ms, released, release } : undefined;
    return respond(c, OkSchema, { ok: true });
  });

  // Hostile mode (hostile-data.ts): every answer poisoned until it is turned off or the state reset.
  const hostileState = () => ({ on: ctx.state.hostile !== undefined, texts: 0, urls: 0, ...ctx.state.hostile });
  app.get(`${MOCK_BASE}/hostile`, (c) => respond(c, HostileStateSchema, hostileState()));
  app.post(`${MOCK_BASE}/hostile`, async (c) => {
    const { on } = parseInput(HostileInputSchema, await readJson(c));
    ctx.state.hostile = on ? (ctx.state.hostile ?? { texts: 0, urls: 0 }) : undefined;
    return respond(c, HostileStateSchema, hostileState());
  });

  app.post(`${MOCK_BASE}/frames/:id`, async (c) => {
    const entry = ctx.state.frames.get(c.req.param('id'));
    if (!entry) throw notFound();
    const patch = parseInput(FramePatchInputSchema, await readJson(c));
    if (patch.pickTitle !== undefined) entry.frame.pickTitle = patch.pickTitle;
    if (patch.title !== undefined) entry.frame.title = patch.title;
    return respond(c, OkSchema, { ok: true });
  });

  app.get(`${MOCK_BASE}/echo-headers`, (c) => {
    const authorization = c.req.header('Authorization');
    const bearer = bearerToken(authorization);
    const echoed: EchoHeaders = {
      timezone: c.req.header('timezone') ?? null,
      device_time: c.req.header('device_time') ?? null,
      locale: c.req.header('locale') ?? null,
      web_device_id: c.req.header('web_device_id') ?? null,
      // Never echo a token: only whether a usable one came along.
      Authorization:
        authorization === undefined
          ? null
          : bearer !== null && bearer !== 'undefined' && bearer !== 'null'
            ? 'Bearer <present>'
            : '<invalid>',
    };
    return respond(c, EchoHeadersSchema, echoed);
  });

  app.get(`${MOCK_BASE}/img/:file`, async (c) => {
    const file = c.req.param('file');
    const [, name, extension] = /^(.+)\.(png|svg)$/.exec(file) ?? [];
    if (!name) throw notFound();
    const width = parseSide(c.req.query('w'));
    const height = parseSide(c.req.query('h'));
    const label = c.req.query('label') ?? name;
    c.header('Cache-Control', 'public, max-age=86400');
    if (extension === 'svg') {
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(renderSvg(name, width, height, label));
    }
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(await renderPng(name, width, height, label)));
  });
}
