export { LiveDropsTicker } from './components/live-drops-ticker.tsx';
export { PageLiveDrops } from './components/page-live-drops.tsx';
export { LIVE_DROP_PAGES, showsLiveDrops } from './lib/live-drop-pages.ts';
export { RecentDrops } from './components/recent-drops.tsx';
export { boxDropsKey } from './api/get-box-drops.ts';
