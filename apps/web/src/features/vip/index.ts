/** VIP and progression (apps/server/src/modules/vip/README.md): /vip, /glory-road, /lucky-wheel, level-up and birthday pops, the wheel verifier. */
export { LevelUpModals } from './components/level-up-modals.tsx';
export { BirthdayPop } from './components/birthday-pop.tsx';
export { GloryRoadSection } from './components/glory-road-section.tsx';
export { WheelVerifier } from './components/wheel-verifier.tsx';
export { VipTheme, VIP_THEME_CLASS } from './components/vip-theme.tsx';
export { VipBoxLock } from './components/vip-box-lock.tsx';
