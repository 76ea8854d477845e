export { BannerCarousel } from './components/banner-carousel.tsx';
export { CommitmentsStrip } from './components/commitments-strip.tsx';
export { HomePop } from './components/home-pop.tsx';
