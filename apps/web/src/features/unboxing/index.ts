export { UnboxingStage } from './components/unboxing-stage.tsx';
export { OPEN_TIMES, type OpenTimes } from './api/open-box.ts';
export { useFreeInfo } from './api/free-box.ts';
export { ReelStack } from './components/reel-stack.tsx';
export { ResultPanel } from './components/result-panel.tsx';
export type { ReelPlan } from './hooks/use-unboxing.ts';
export { buildReel, LANDING_INDEX, landingJitter } from './lib/build-reel.ts';
