import { useCallback } from 'react';
import { parseSelectionUrl } from '../../core/domain/selection-url.ts';
import { sitePath } from '../../core/domain/site-path.ts';
import { navigate } from '../../bridge/navigation.ts';
import { useHost } from '../ui/host-context.ts';
import { useUpdateUrlState } from './url-state.ts';

/** What a link to `target` hands on: a path of this site as a path (`sitePath`), which a host's router takes; else its whole address. */
export const linkTo = (target: URL, origin: string): string => sitePath(target, origin) ?? target.href;

/** Opens a banner's link: to this page it only changes the URL state (and brings the element into view), else it navigates. */
export function useOpenLink(): (url: string) => void {
  const host = useHost();
  const update = useUpdateUrlState();
  return useCallback(
    (url: string) => {
      const target = new URL(url, location.href);
      if (target.origin === location.origin && target.pathname === location.pathname) {
        update(parseSelectionUrl(target.search));
        host.scrollIntoView({ block: 'start' });
        return;
      }
      navigate(host, linkTo(target, location.origin), 'link');
    },
    [host, update],
  );
}
