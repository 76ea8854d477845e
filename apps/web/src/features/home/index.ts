export { BannerCarousel } from './components/banner-carousel.tsx';
export { CommitmentsStrip } from './components/commitments-strip.tsx';
export { HomePop } from './components/home-pop.tsx';
export { HomeSkeleton } from './components/home-skeleton.tsx';
export { useHomeSettled } from './hooks/use-home-settled.ts';
export { HOME_FEATURED_PARAMS, HOME_NEW_PARAMS } from './lib/sections.ts';
