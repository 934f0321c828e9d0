/** The server's own markup around React's: escaped attributes and the inert data block. */

/**
 * A CR is written as its reference: the parser turns a CR as it is (and a CR LF) into LF, and the
 * element would read another value than the server drew from.
 */
const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

export const escapeAttribute = (value: string): string => value.replace(/[&"<>\r]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);

/**
 * Names an attribute may have here: what HTML's parser reads as one name (no space, quote, `<`,
 * `>`, `/`, `=` or control character), in lower case, as the parser gives names to the element.
 */
// eslint-disable-next-line no-control-regex -- control characters are what the name must not hold
const ATTRIBUTE_NAME = /^[^\s"'<>/=A-Z\0-\x1F\x7F-\x9F]+$/;

export function attributesMarkup(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => {
      if (!ATTRIBUTE_NAME.test(name)) throw new TypeError(`renderElement: "${name}" is not an attribute name`);
      return value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
    })
    .join('');
}

/** ` nonce="…"` when there is one. */
export const nonceMarkup = (nonce: string | undefined): string => (nonce ? ` nonce="${escapeAttribute(nonce)}"` : '');
