// A server (Node, a worker) that renders an element into its page, written against the published types of selection-widgets/server.
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
  if (rendered.location) return Response.redirect(new URL(rendered.location, request.url), rendered.status ?? 302);
  return new Response(`<!doctype html><main>${rendered.html}</main>`, { status: rendered.status ?? 200 });
}

// @ts-expect-error the page's URL is required: it holds the element's URL state
void renderElement({ tag: 'selection-home', apiBase: '/api' });
// @ts-expect-error a viewport is a phone or a desktop
void renderElement({ tag: 'selection-home', apiBase: '/api', pageUrl: 'https://x.example/', viewport: 'tablet' });
