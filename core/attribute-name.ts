/** The attribute (or `data-*` suffix) a camelCase property is written as: `stickyTop` → `sticky-top`. */
export const attributeName = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
