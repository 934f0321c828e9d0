/** Template B: tabs of the medium categories that hold picks; `pick` in the URL chooses one. */
import { pickedChildListQuery } from '../../core/api/selection.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import { InlineError } from '../ui/inline-error.tsx';
import { useQuery } from '../ui/use-query.ts';
import { moveTabFocus, tabFocus } from '../ui/tab-keys.ts';
import { StateLink } from './state-link.tsx';
import { useUpdateUrlState } from './url-state.ts';

export function PickTabs({ largeId, selected }: { largeId: string; selected: string | undefined }) {
  const update = useUpdateUrlState();
  const state = useQuery(pickedChildListQuery(largeId));
  const frames = state.data?.selectionFrameDataList ?? [];
  // While the tabs load, their row keeps its room (the pick row below would jump otherwise).
  if (state.status === 'loading') {
    return (
      <div className="pick-tabs pick-tabs--loading" inert>
        <span className="pick-tabs__tab">{home.all}</span>
      </div>
    );
  }
  // A failed call says so in the tabs' place, with a retry (the pick row below still shows every pick).
  if (state.error && !state.data) return <InlineError error={state.error} onRetry={state.retry} busy={state.fetching} />;
  if (frames.length === 0) return null;
  const tab = (id: string | undefined, label: string) => (
    <StateLink
      key={id ?? 'all'}
      to={{ pick: id }}
      onChoose={() => update({ pick: id }, 'replace')}
      role="tab"
      className="pick-tabs__tab"
      part={selected === id ? 'pick-tab pick-tab--active' : 'pick-tab'}
      aria-selected={selected === id}
      tabIndex={tabFocus(selected === id)}
    >
      {label}
    </StateLink>
  );
  return (
    // No Tab stop of its own (Firefox makes a box that scrolls one): its chosen tab is the stop.
    <div className="pick-tabs" role="tablist" aria-label={home.pickTabsLabel} tabIndex={-1} onKeyDown={moveTabFocus}>
      {tab(undefined, home.all)}
      {frames.map((frame) => tab(frame._id, frame.title))}
    </div>
  );
}
