/** Template C's tab bar (new discovery / new review) and the once-per-session discovery tooltip. */
import { useState, useSyncExternalStore } from 'react';
import { DISCOVERY_TOOLTIP_FLAG, isFlagSet, setFlag } from '../../core/domain/session-flags.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import { moveTabFocus, tabFocus } from '../ui/tab-keys.ts';
import { StateLink } from './state-link.tsx';
import { useUpdateUrlState } from './url-state.ts';

const subscribeToNothing = () => () => undefined;

/** A tab's id in the element's shadow root. */
const tabId = (index: number) => `sneakers-tab-${index}`;

/** A tab's page state: the discovery tab is the home's default. */
const tabState = (index: number) => ({ tab: index === 0 ? undefined : (1 as const), path: undefined });

export function SneakersTabs({ tab }: { tab: 0 | 1 }) {
  const update = useUpdateUrlState();
  // Closed earlier in this session: known in the browser only, so a server render (and its
  // hydration) draws it and the browser takes it away at once (it floats: nothing moves).
  const closedBefore = useSyncExternalStore(
    subscribeToNothing,
    () => isFlagSet(DISCOVERY_TOOLTIP_FLAG),
    () => false,
  );
  const [closed, setClosed] = useState(false);
  const tooltip = !closed && !closedBefore;
  const labels = [home.tabDiscovery, home.tabReview];
  return (
    <div className="sneakers-tabs">
      <div className="tabs" role="tablist" aria-label={home.tabsLabel} onKeyDown={moveTabFocus}>
        {labels.map((label, index) => (
          <StateLink
            key={label}
            to={tabState(index)}
            onChoose={() => update(tabState(index))}
            id={tabId(index)}
            role="tab"
            className="tabs__tab"
            part={tab === index ? 'tab tab--active' : 'tab'}
            aria-selected={tab === index}
            tabIndex={tabFocus(tab === index)}
            aria-controls="sneakers-panel"
          >
            {label}
          </StateLink>
        ))}
      </div>
      {/* It points at the discovery tab: on the review tab it would only cover the section nav. */}
      {tooltip && tab === 0 ? (
        <div className="tooltip" part="discovery-tooltip" role="note">
          <span>{home.tooltipDiscovery}</span>
          <button
            type="button"
            className="tooltip__close"
            aria-label={home.tooltipClose}
            onClick={(event) => {
              setFlag(DISCOVERY_TOOLTIP_FLAG);
              setClosed(true);
              // The button goes with the tooltip: focus goes to the tab it pointed at, not to the page.
              (event.currentTarget.getRootNode() as ShadowRoot).getElementById(tabId(0))?.focus();
            }}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
