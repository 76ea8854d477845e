/** Game pages (docs/product/routes.md#navigation: "The footer is hidden on game pages and in demo mode"). */
const GAME_PREFIXES = [
  '/battles',
  '/treasureh',
  '/treasure',
  '/bingo',
  '/flip-card',
  '/lucky-wheel',
  '/fancy-cards',
  '/pirate-2024',
  '/mad-miner',
  '/upgrade',
  '/daily-lottery',
];

/** True when the footer shows on `pathname` (hidden on game pages). */
export function showsFooter(pathname: string): boolean {
  return !GAME_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
