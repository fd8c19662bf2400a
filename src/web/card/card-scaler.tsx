/** Shrinks the 600px card to fit narrow screens on display only; the card node keeps its real size. */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { CARD_WIDTH } from '#core/index.ts';

/**
 * How much a card of `cardWidth` must shrink to fit `available` pixels (never enlarged); a tall
 * shape (a story) also shrinks to `maxHeight` when its height is given.
 */
export function fitScale(
  available: number,
  cardWidth: number = CARD_WIDTH,
  cardHeight?: number,
  maxHeight?: number,
): number {
  if (!(available > 0)) return 1;
  const byHeight = cardHeight && maxHeight ? maxHeight / cardHeight : 1;
  return Math.min(1, available / cardWidth, byHeight);
}

/** The tallest a feed shape's preview is drawn on the page, in CSS pixels. */
export const PREVIEW_MAX_HEIGHT = 640;

/**
 * The room under a shrunken card for the Enlarge label (a 44px touch target and a small gap): the
 * label sits there, outside the card, so it never covers the card's text or its Made by line.
 */
export const ENLARGE_ROW_HEIGHT = 52;

interface CardScalerProps {
  children: ReactNode;
  /** The card's own width and (for a fixed shape) height, in CSS pixels; the 600px card's by default. */
  cardWidth?: number;
  cardHeight?: number;
  /** Opens the card at full size; offered (as a tap on the preview) only while it is shrunk. */
  onEnlarge?: () => void;
}

export function CardScaler({
  children,
  onEnlarge,
  cardWidth = CARD_WIDTH,
  cardHeight,
}: CardScalerProps) {
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ scale: 1, height: 0 });

  useLayoutEffect(() => {
    const outer = outerRef.current;
    const inner = innerRef.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return;
    // Only the width available to the card and the card's own height count. The height set here
    // changes the page's height, never that width (the page keeps its scrollbar's room), and an
    // unchanged box is not set again: nothing measured feeds back into itself.
    const measure = () => {
      const next = {
        scale: fitScale(outer.clientWidth, cardWidth, cardHeight, PREVIEW_MAX_HEIGHT),
        height: inner.offsetHeight,
      };
      setBox((box) =>
        Math.abs(box.scale - next.scale) < 0.001 && box.height === next.height ? box : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer, { box: 'content-box' });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [cardWidth, cardHeight]);

  const scaled = box.scale < 1;
  const enlargeable = scaled && !!onEnlarge;
  return (
    <div
      ref={outerRef}
      className="card-scaler"
      // The transform does not change layout size, so the wrapper takes the shrunken height, and
      // the Enlarge label's row below the card when it is offered.
      style={
        scaled
          ? { height: box.height * box.scale + (enlargeable ? ENLARGE_ROW_HEIGHT : 0) }
          : undefined
      }
    >
      <div
        ref={innerRef}
        className="card-scaler__inner"
        style={
          scaled ? { transform: `scale(${box.scale})`, transformOrigin: 'top left' } : undefined
        }
      >
        {children}
      </div>
      {enlargeable && (
        // A tap anywhere on the shrunken card opens it; the card itself stays outside the button
        // so its text is still read as text, and the label sits in its own row under the card.
        <button type="button" className="card-scaler__enlarge" onClick={onEnlarge}>
          <span className="card-scaler__enlarge-label">
            <span aria-hidden="true">🔍 </span>Enlarge the card
          </span>
        </button>
      )}
    </div>
  );
}
