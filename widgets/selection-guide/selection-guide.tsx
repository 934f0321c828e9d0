import { useEffect, useState } from 'react';
import { guideQuery } from '../../core/api/selection.ts';
import { isGuideDone } from '../../core/guide-memory.ts';
import type { Guide } from '../../core/schemas/guide.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { useQuery } from '../ui/use-query.ts';
import { GuideDialog } from './guide-dialog.tsx';

export interface SelectionGuideProps extends WidgetProps {
  largeId?: string;
}

export function SelectionGuide({ largeId }: SelectionGuideProps) {
  if (!largeId) return null;
  return <GuideLoader key={largeId} largeId={largeId} />;
}

function GuideLoader({ largeId }: { largeId: string }) {
  // The loader's rule: a guide already done makes no call (and usually got no code either).
  const [done] = useState(() => isGuideDone(largeId));
  const { data } = useQuery(done ? undefined : guideQuery(largeId));
  const guide = data?.guide ?? null;
  // Decided once: closing must not bring it back, and a refetch (after a login) must not restart it.
  const [shown, setShown] = useState<Guide | null | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- decided once, when the guide first arrives
    if (guide && shown === undefined) setShown(isGuideDone(guide.selectionFrameLargeDataId) ? null : guide);
  }, [guide, shown]);
  // A failed or empty guide call shows nothing: the guide is a welcome, not the page.
  if (done || !shown) return null;
  return <GuideDialog guide={shown} onClosed={() => setShown(null)} />;
}
