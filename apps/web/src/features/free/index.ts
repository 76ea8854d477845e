export { FreeBoxGuideDialog, FREE_GUIDE_KEY } from './components/free-box-guide.tsx';
export { useIdleFreeGuide } from './hooks/use-idle-free-guide.ts';
