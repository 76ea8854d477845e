/**
 * Where the live-drops ticker shows (docs/product/constants.md#lists-and-pages "live drops on /box-detail, /free, /user/cart, /battles, /item-card,
 * /mall"; docs/product/routes.md#home home sections list it on home too). Nowhere else.
 */
export const LIVE_DROP_PAGES = ['/box-detail', '/free', '/user/cart', '/battles', '/item-card', '/mall'] as const;

/** True when the page at `pathname` shows the ticker: one of the six pages (or a page under /box-detail/ or /battles list). */
export function showsLiveDrops(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/box-detail/')) return true;
  return (LIVE_DROP_PAGES as readonly string[]).includes(path);
}
