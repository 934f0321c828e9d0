/**
 * The outlet guide's vertical slides, paged by Swiper: a chunk of its own, asked for when the guide
 * opens, downloaded only for a guide whose slides move down (Japan food's move by a transform,
 * guide-slides.tsx). Swiper is told to use the guide's class names, whose layout (selection-guide.css)
 * is the one its core stylesheet gives its own: the first slide is in place before Swiper arrives,
 * and nothing moves when it takes over. Until then 다음 is busy; if it cannot be downloaded, the
 * guide says so with 다시 시도 and stays on its first slide.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { Swiper } from 'swiper';
import { useChunk } from '../ui/use-chunk.tsx';

/** Whether the slides can move yet. */
export type Paging = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; retry: () => void };

export const PAGING_READY: Paging = { status: 'ready' };
export const PAGING_LOADING: Paging = { status: 'loading' };

const loadSwiper = () => import('swiper');

export function SwiperTrack({
  index,
  onIndex,
  onPaging,
  children,
}: {
  /** The slide shown: moved to when it changes (이전/다음). */
  index: number;
  /** A swipe moved to another slide. */
  onIndex: (index: number) => void;
  onPaging: (paging: Paging) => void;
  children: ReactNode;
}) {
  const chunk = useChunk('swiper', loadSwiper);
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);

  useEffect(() => {
    const element = container.current;
    if (chunk.status !== 'ready' || !element) {
      onPaging(chunk.status === 'failed' ? chunk : PAGING_LOADING);
      return;
    }
    const instance = new chunk.module.Swiper(element, {
      direction: 'vertical',
      wrapperClass: 'guide__track',
      slideClass: 'guide__slide',
      speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
      on: { slideChange: (current) => onIndex(current.activeIndex) },
    });
    swiper.current = instance;
    onPaging(PAGING_READY);
    return () => {
      instance.destroy(true, false);
      swiper.current = null;
    };
  }, [chunk, onIndex, onPaging]);

  // To the slide shown, not one on from Swiper's own position: a second tap during the motion
  // still moves on (or back) one. A swipe's own slide is already where Swiper is.
  useEffect(() => {
    if (swiper.current && swiper.current.activeIndex !== index) swiper.current.slideTo(index);
  }, [index]);

  return (
    <div ref={container} className="guide__viewport" data-direction="vertical">
      <div className="guide__track">{children}</div>
    </div>
  );
}
