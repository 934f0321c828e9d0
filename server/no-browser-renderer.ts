/**
 * What the server bundle has in place of React's browser renderer and r2wc (vite.server.config.ts):
 * a server defines no custom element, so `defineElement` returns before it reaches either, and the
 * server entry does not carry them.
 */
const absent = (): never => {
  throw new Error('selection-widgets/server: no custom element is defined on a server');
};

export const createRoot = absent;
export const hydrateRoot = absent;
export default absent;
