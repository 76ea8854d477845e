/** Reviews (apps/server/src/modules/reviews/README.md): the home section and the player's write card (profile page). */
export { ReviewsSection } from './components/reviews-section.tsx';
export { WriteReviewCard } from './components/write-review-card.tsx';
