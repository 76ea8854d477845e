export { DemoBar } from './components/demo-bar.tsx';
export { DemoResult } from './components/demo-result.tsx';
export { DemoOpenControl } from './components/demo-open-control.tsx';
export { useDemo, useDemoLifecycle } from './hooks/use-demo.ts';
export { useSimulateOpen } from './api/simulate-open.ts';
export { readDemo, spendDemo } from './lib/demo-state.ts';
