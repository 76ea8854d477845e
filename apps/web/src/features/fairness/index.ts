export { FairnessExplainer } from './components/fairness-explainer.tsx';
export { ManualVerifier } from './components/manual-verifier.tsx';
export { OpenHistory } from './components/open-history.tsx';
export { SeedHistory } from './components/seed-history.tsx';
export { SeedPanel } from './components/seed-panel.tsx';
export { DrawsVerifier } from './components/draws-verifier.tsx';
export { FAIRNESS_TABS, fairnessTabOf, type FairnessTab } from './lib/page-tab.ts';
