export { useRecoverItems } from './api/recover-items.ts';
export { StoreView } from './components/store-view.tsx';
export { useStoreList } from './api/get-store-list.ts';
