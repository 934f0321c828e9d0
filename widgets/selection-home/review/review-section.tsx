/** A titled section of the review tab; the section nav scrolls to it and focuses its heading. */
import { useId, useRef, type ReactNode } from 'react';
import { useHydratedApart } from '../../ui/hydrated-apart.ts';

export type SectionKey = 'vote' | 'preparing' | 'content' | 'request';

export function ReviewSection({
  section,
  title,
  intro,
  aside,
  sectionRef,
  children,
}: {
  section: SectionKey;
  title: string;
  intro?: string;
  aside?: ReactNode;
  sectionRef?: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  // Served, each section tells its own early taps once hydrated: those below the daily vote are
  // boundaries of their own, hydrated after the tab (see review-tab.tsx).
  const own = useRef<HTMLElement>(null);
  const apart = useHydratedApart(own);
  return (
    <section
      ref={(element) => {
        own.current = element;
        sectionRef?.(element);
      }}
      {...apart}
      className="review-section"
      part={`review-section review-section--${section}`}
      data-section={section}
      aria-labelledby={headingId}
    >
      <header className="review-section__header">
        <h2 id={headingId} className="review-section__title" tabIndex={-1}>
          {title}
        </h2>
        {aside}
      </header>
      {intro ? <p className="review-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
