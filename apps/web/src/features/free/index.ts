export { FreeBoxGuideDialog } from './components/free-box-guide.tsx';
export { FREE_GUIDE_KEY } from './lib/free-guide-key.ts';
