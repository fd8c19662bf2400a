/** How much the 600px card must shrink to fit its frame on a narrow screen (it exports at full size). */
import { type RefObject, useEffect, useState } from 'react';

export interface FitScale {
  /** At most 1: the card never grows. */
  scale: number;
  /** The card's unscaled height, so the frame can reserve the scaled space. */
  height: number;
}

export function useFitScale(
  frameRef: RefObject<HTMLElement | null>,
  cardRef: RefObject<HTMLElement | null>,
  cardWidth: number,
): FitScale {
  const [fit, setFit] = useState<FitScale>({ scale: 1, height: 0 });
  useEffect(() => {
    const frame = frameRef.current;
    const card = cardRef.current;
    if (!frame || !card || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const scale = Math.min(1, frame.clientWidth / cardWidth) || 1;
      const height = card.offsetHeight;
      setFit((old) => (old.scale === scale && old.height === height ? old : { scale, height }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    observer.observe(card);
    measure();
    return () => observer.disconnect();
  }, [frameRef, cardRef, cardWidth]);
  return fit;
}
