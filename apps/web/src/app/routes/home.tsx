import { useTranslation } from 'react-i18next';
import { Deferred, IconBolt, IconSparkles } from '../../components/index.ts';
import { BoxCatalogue, BoxRail, RecommendedRail, TopBoxesRail } from '../../features/boxes/index.ts';
import { BannerCarousel, CommitmentsStrip, HomePop } from '../../features/home/index.ts';
import { LiveDropsTicker } from '../../features/live-drops/index.ts';
import { HomeBattles } from '../../features/battles/index.ts';
import { GloryRoadSection } from '../../features/vip/index.ts';
import { EventsStrip } from '../../features/promo-events/index.ts';
import { BingoBanner } from '../../features/bingo/index.ts';
import { ReviewsSection } from '../../features/reviews/index.ts';
import { TreasureHomeSection } from '../../features/games/index.ts';

/** Home `/` and `/boxes` (spec §2 home sections). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8 md:gap-12" data-testid="home-page">
      <div className="flex flex-col gap-4">
        <BannerCarousel />
        <LiveDropsTicker />
        <EventsStrip />
      </div>
      <HomeBattles />
      <TreasureHomeSection />
      <GloryRoadSection />
      <BingoBanner />
      <BoxRail title={t('boxes.featuredBoxes')} icon={<IconSparkles size={20} />} params={{ category: 'FEATURED', pageSize: 12 }} moreHref="/boxes-list?sort=recommend" testId="featured-boxes" />
      {/* below the fold: rendered (and fetched) once the sections above have painted */}
      <Deferred>
        <BoxRail title={t('boxes.newArrivals')} icon={<IconBolt size={20} />} params={{ category: 'NEWEST', sort: 'newest', pageSize: 10 }} moreHref="/boxes-list?sort=newest" testId="new-boxes" />
        <TopBoxesRail />
        <RecommendedRail />
        <BoxCatalogue />
        <ReviewsSection />
        <CommitmentsStrip />
      </Deferred>
      <HomePop />
    </div>
  );
}
