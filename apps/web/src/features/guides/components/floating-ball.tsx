import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn, IconSparkles } from '../../../components/index.ts';
import { readJson, writeJson } from '../../../lib/storage.ts';
import { useIsWide } from '../../../lib/use-media-query.ts';
import { useFloatingBall } from '../api/get-floating-ball.ts';
import { type BallPlace, type Bounds, dropPlace, initialPlace, keyPlace } from '../lib/ball-position.ts';
import { pathUnder } from '../lib/guide-rules.ts';

/** Where the player left the ball (kept across visits; not guide state, so logout keeps it). */
const PLACE_KEY = 'hapa.floatingBall';
const SIZE = 56;
/** px a pointer must move before a press becomes a drag (a shorter move is a tap). */
const DRAG_SLOP = 6;

function bounds(wide: boolean): Bounds {
  // the sticky header on top; on phones the bottom navigation (4rem) and the slim download bar below. The server's
  // first screen (no window) places it for a phone; the first effect fits it to the real screen
  const viewport = typeof window === 'undefined' ? { innerWidth: 390, innerHeight: 844 } : window;
  return {
    viewportWidth: viewport.innerWidth,
    viewportHeight: viewport.innerHeight,
    topInset: 72,
    bottomInset: wide ? 16 : 112,
    size: SIZE,
  };
}

/**
 * The floating activity ball (docs/product/README.md): a small round button at the screen edge linking to the current activity
 * (console: image, link, on/off, pages where it hides). Drag it up or down (it snaps to the nearer edge) or move it
 * with the arrow keys when focused; the place is remembered. It stays between the header and the bottom
 * navigation, so it never covers either.
 */
export function FloatingBall() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const wide = useIsWide();
  const { data } = useFloatingBall();
  const [place, setPlace] = useState<BallPlace>(() => initialPlace(readJson<BallPlace>(PLACE_KEY), bounds(wide)));
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  useEffect(() => {
    const fit = () => setPlace((p) => initialPlace(p, bounds(wide)));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [wide]);

  if (!data?.enabled || !data.link || data.hiddenPages.some((p) => pathUnder(pathname, p))) return null;

  const save = (p: BallPlace) => {
    setPlace(p);
    writeJson(PLACE_KEY, p);
  };
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    start.current = { x: e.clientX, y: e.clientY, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s) return;
    if (!s.moved && Math.hypot(e.clientX - s.x, e.clientY - s.y) < DRAG_SLOP) return;
    s.moved = true;
    setDrag({ x: e.clientX, y: e.clientY });
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (s?.moved) save(dropPlace(e.clientX, e.clientY, bounds(wide)));
    setDrag(null);
  };
  const onClick = (e: React.MouseEvent) => {
    if (start.current?.moved) e.preventDefault(); // the end of a drag is not a tap
    start.current = null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const next = keyPlace(place, e.key, bounds(wide));
    if (!next) return;
    e.preventDefault();
    save(next);
  };

  const style = drag ? { top: drag.y - SIZE / 2, left: drag.x - SIZE / 2 } : { top: place.top, [place.side]: 8 };
  const label = t('guides.ball.label', { title: data.title || data.link });
  const body = data.img ? (
    <img src={data.img} alt="" className="size-full rounded-full object-cover" draggable={false} />
  ) : (
    <IconSparkles size={26} />
  );
  const common = {
    'aria-label': label,
    title: t('guides.ball.hint'),
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: () => setDrag(null),
    onClick,
    onKeyDown,
    'data-testid': 'floating-ball',
    'data-side': place.side,
    className: cn(
      'fixed z-30 flex touch-none select-none items-center justify-center rounded-full border-2 border-accent/70 bg-gradient-to-br from-violet to-accent text-accent-ink shadow-[0_0_22px_rgb(43_245_160/0.45)] outline-none transition-[box-shadow] focus-visible:ring-4 focus-visible:ring-accent/60',
      drag ? 'cursor-grabbing' : 'cursor-grab animate-pop',
    ),
    style: { ...style, width: SIZE, height: SIZE },
  };
  return data.link.startsWith('/') ? (
    <Link to={data.link} {...common}>
      {body}
    </Link>
  ) : (
    <a href={data.link} target="_blank" rel="noopener noreferrer" {...common}>
      {body}
    </a>
  );
}
