/**
 * A link that leaves the widget: a real `href` (new tab, copy link and modified clicks work as
 * usual), while a plain click is announced first as a cancelable `selection-navigate`.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import { navigate, type NavigateReason } from '../../bridge/navigation.ts';
import { useHost } from './host-context.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  href: string;
  reason: NavigateReason;
  itemId?: string;
  /** Runs before a plain click navigates (e.g. to remember where the list was). */
  onOpen?: () => void;
  part?: string;
};

/**
 * A click that belongs to the browser (a new tab or window, a download, the middle button): a
 * link's own handler leaves it alone.
 */
export const isBrowserClick = (event: MouseEvent): boolean =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

export function NavLink({ href, reason, itemId, onOpen, children, ...rest }: Props) {
  const host = useHost();
  // A URL that is not a web page is not a link: its content shows, nothing can follow it.
  if (!safeLinkUrl(href))
    return (
      <span className={rest.className} part={rest.part}>
        {children}
      </span>
    );
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isBrowserClick(event)) return;
    event.preventDefault();
    // A double click's later clicks open nothing more: a host's router would push the page twice.
    if (event.detail >= 2) return;
    onOpen?.();
    navigate(host, href, reason, itemId === undefined ? {} : { itemId });
  };
  return (
    <a {...rest} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
