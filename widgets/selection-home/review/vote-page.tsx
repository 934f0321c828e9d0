/** The full daily-vote list (`path=vote`) with its sort dropdown. */
import type { SelectionFrame } from '../../../core/schemas/selection-frame.ts';

export function VotePage({ large }: { large: SelectionFrame }) {
  return <section className="vote-page" part="vote-page" data-large-id={large._id} />;
}
