// A server (Node, a worker) that renders an element into its page, written against the published types of selection-widgets/server.
import { createServer } from 'node:http';
import { renderElement, type RenderedElement, type RenderElementOptions } from 'selection-widgets/server';

export async function page(request: Request): Promise<Response> {
  const options: RenderElementOptions = {
    tag: 'selection-best',
    attributes: { 'large-id': new URL(request.url).searchParams.get('id') },
    pageUrl: request.url,
    apiBase: 'https://api.example.com',
    cookie: request.headers.get('cookie') ?? undefined,
    nonce: 'abc',
    viewport: 'phone',
    config: { loginUrl: '/login' },
  };
  const rendered: RenderedElement = await renderElement(options);
  if (rendered.location) return Response.redirect(new URL(rendered.location, request.url), 302);
  return new Response(`<!doctype html><main>${rendered.html}</main>`, { status: rendered.status ?? 200 });
}

// The same with node:http: the page's absolute URL from the request's path on the site's own origin, its cookie as it came.
export const nodeServer = createServer(async (request, response) => {
  const pageUrl = new URL(request.url ?? '/', 'https://shop.example').href;
  const rendered = await renderElement({
    tag: 'selection-home',
    attributes: { 'large-id': new URL(pageUrl).pathname.split('/')[2] },
    pageUrl,
    apiBase: 'https://api.example.com',
    cookie: request.headers.cookie,
    nonce: undefined,
    config: { loginUrl: process.env.LOGIN_URL },
  });
  if (rendered.location) response.writeHead(rendered.status ?? 302, { location: rendered.location }).end();
  else response.writeHead(rendered.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(rendered.html);
});

// @ts-expect-error the page's URL is required: it holds the element's URL state
void renderElement({ tag: 'selection-home', apiBase: '/api' });
// @ts-expect-error a viewport is a phone or a desktop
void renderElement({ tag: 'selection-home', apiBase: '/api', pageUrl: 'https://x.example/', viewport: 'tablet' });
// A session's token, or none: null is a render for nobody, whatever the cookie.
const session: { token?: string } = {};
void renderElement({
  tag: 'selection-best',
  apiBase: '/api',
  pageUrl: 'https://x.example/',
  cookie: 'access_token=t',
  token: session.token ?? null,
});
