/** The sneakers review tab (`tab=1`): daily vote, review preparing, review content, review requests. */
import type { SelectionFrame } from '../../../core/schemas/selection-frame.ts';

export function ReviewTab({ large }: { large: SelectionFrame }) {
  return <section className="review-tab" part="review-tab" data-large-id={large._id} />;
}
