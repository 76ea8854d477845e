export { FreeBoxGuideDialog } from './components/free-box-guide.tsx';
export { FREE_GUIDE_KEY } from './lib/free-guide-key.ts';
export { FreeBoxChooser } from './components/free-box-chooser.tsx';
export { FreeBoxCondition } from './components/free-box-condition.tsx';
export { FreeOpenButton } from './components/free-open-button.tsx';
export { useFreeBoxes } from './api/get-free-boxes.ts';
export { pickFreeBox } from './lib/free-box-text.ts';
export { FreeBoxPanel } from './components/free-box-panel.tsx';
