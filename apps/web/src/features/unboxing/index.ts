export { UnboxingStage } from './components/unboxing-stage.tsx';
export { OPEN_TIMES, type OpenTimes } from './api/open-box.ts';
export { useFreeInfo } from './api/free-box.ts';
