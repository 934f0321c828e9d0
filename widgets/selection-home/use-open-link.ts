import { useCallback } from 'react';
import { parseSelectionUrl } from '../../core/domain/selection-url.ts';
import { navigate } from '../../bridge/navigation.ts';
import { useHost } from '../ui/host-context.ts';
import { useUpdateUrlState } from './url-state.ts';

/**
 * What a link to `target` hands on: a path of this site (`origin`) as a path, which a host's router
 * takes; another site's as its whole address. Not a path that begins with `//`: written alone, that
 * names another site (`https://shop.example//evil.example/` would lead to evil.example).
 */
export function linkTo(target: URL, origin: string): string {
  const path = `${target.pathname}${target.search}${target.hash}`;
  return target.origin === origin && !path.startsWith('//') ? path : target.href;
}

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
