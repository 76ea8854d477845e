export { LiveDropsTicker } from './components/live-drops-ticker.tsx';
export { RecentDrops } from './components/recent-drops.tsx';
export { boxDropsKey } from './api/get-box-drops.ts';
