export { LuckyTrialPop } from './components/lucky-trial-pop.tsx';
export { TrialTopUpNote } from './components/top-up-note.tsx';
