/**
 * The floating activity ball's place (docs/product/README.md): it sits at the left or right screen edge, at a height the player
 * chose by dragging, kept between the header and the bottom navigation so it never covers either.
 */

export interface BallPlace {
  side: 'left' | 'right';
  /** distance of the ball's top from the viewport top, px */
  top: number;
}

export interface Bounds {
  viewportWidth: number;
  viewportHeight: number;
  /** px kept free at the top (the sticky header) */
  topInset: number;
  /** px kept free at the bottom (the bottom navigation on phones, primary action bars) */
  bottomInset: number;
  /** the ball's size, px */
  size: number;
}

export const DEFAULT_PLACE: BallPlace = { side: 'right', top: 0.6 };

/** Keeps a place inside the bounds (a stored place from a taller screen is pulled back in). */
export function clampPlace(p: BallPlace, b: Bounds): BallPlace {
  const min = b.topInset + 8;
  const max = Math.max(min, b.viewportHeight - b.bottomInset - b.size - 8);
  return { side: p.side, top: Math.round(Math.min(max, Math.max(min, p.top))) };
}

/** Where a drag that ended at (x, y) (the pointer, px) leaves the ball: the nearer edge, the height clamped. */
export function dropPlace(x: number, y: number, b: Bounds): BallPlace {
  return clampPlace({ side: x < b.viewportWidth / 2 ? 'left' : 'right', top: y - b.size / 2 }, b);
}

/** The first place: DEFAULT_PLACE's `top` is a fraction of the free height. */
export function initialPlace(stored: BallPlace | null, b: Bounds): BallPlace {
  if (stored && (stored.side === 'left' || stored.side === 'right') && Number.isFinite(stored.top)) return clampPlace(stored, b);
  const free = b.viewportHeight - b.topInset - b.bottomInset - b.size;
  return clampPlace({ side: DEFAULT_PLACE.side, top: b.topInset + free * DEFAULT_PLACE.top }, b);
}

/** A keyboard step (ArrowUp/ArrowDown 24 px, ArrowLeft/ArrowRight switch side); null for other keys. */
export function keyPlace(p: BallPlace, key: string, b: Bounds): BallPlace | null {
  if (key === 'ArrowUp') return clampPlace({ ...p, top: p.top - 24 }, b);
  if (key === 'ArrowDown') return clampPlace({ ...p, top: p.top + 24 }, b);
  if (key === 'ArrowLeft') return { ...p, side: 'left' };
  if (key === 'ArrowRight') return { ...p, side: 'right' };
  return null;
}
