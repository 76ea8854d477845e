import { useLocation } from 'react-router';
import { showsLiveDrops } from '../lib/live-drop-pages.ts';
import { LiveDropsTicker } from './live-drops-ticker.tsx';

/**
 * The live-drops ticker of a docs/product/constants.md#lists-and-pages page (/box-detail, /free, /user/cart, /battles, /item-card, /mall): the same
 * component as home's, rendered only when the current path is one of those pages (`showsLiveDrops`).
 */
export function PageLiveDrops({ className }: { className?: string }) {
  const { pathname } = useLocation();
  if (!showsLiveDrops(pathname)) return null;
  return <LiveDropsTicker className={className} />;
}
