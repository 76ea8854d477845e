export { LuckyStarToast } from './components/lucky-star-toast.tsx';
