export { FreeBoxGuideDialog } from './components/free-box-guide.tsx';
export { FREE_GUIDE_KEY } from './lib/free-guide-key.ts';
export { useIdleFreeGuide } from './hooks/use-idle-free-guide.ts';
