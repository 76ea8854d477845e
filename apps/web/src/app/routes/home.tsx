import { useTranslation } from 'react-i18next';
import { Deferred, IconBolt, IconSparkles } from '../../components/index.ts';
import { BoxCatalogue, BoxRail, RecommendedRail, TopBoxesRail } from '../../features/boxes/index.ts';
import {
  BannerCarousel,
  CommitmentsStrip,
  HOME_FEATURED_PARAMS,
  HOME_NEW_PARAMS,
  HomePop,
  HomeSkeleton,
  useHomeSettled,
} from '../../features/home/index.ts';
import { LiveDropsTicker } from '../../features/live-drops/index.ts';
import { HomeBattles } from '../../features/battles/index.ts';
import { GloryRoadSection } from '../../features/vip/index.ts';
import { EventsStrip } from '../../features/promo-events/index.ts';
import { BingoBanner } from '../../features/bingo/index.ts';
import { ReviewsSection } from '../../features/reviews/index.ts';
import { TreasureHomeSection } from '../../features/games/index.ts';

/**
 * Home `/` and `/boxes`: the sections in the order of docs/product/routes.md#home (banners, battles, treasure hunter, featured and
 * new-arrival boxes, live drops, bingo banner, Glory Road quests, reviews, commitments, search and category
 * picker), the events strip under the banners. docs/benchmarks.md (layout shift): below the banners nothing renders until
 * the late sections above the boxes have their data (`useHomeSettled`); until then one placeholder holds the
 * screen, so the boxes never move once shown.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const settled = useHomeSettled();
  return (
    <div className="flex flex-col gap-8 md:gap-12" data-testid="home-page">
      <div className="flex flex-col gap-4">
        <BannerCarousel />
        <EventsStrip reserve={!settled} />
      </div>
      {settled ? (
        <>
          <HomeBattles />
          <TreasureHomeSection />
          <BoxRail
            title={t('boxes.featuredBoxes')}
            icon={<IconSparkles size={20} />}
            params={HOME_FEATURED_PARAMS}
            moreHref="/boxes-list?sort=recommend"
            testId="featured-boxes"
          />
          {/* below the fold: rendered (and fetched) once the sections above have painted */}
          <Deferred>
            <BoxRail
              title={t('boxes.newArrivals')}
              icon={<IconBolt size={20} />}
              params={HOME_NEW_PARAMS}
              moreHref="/boxes-list?sort=newest"
              testId="new-boxes"
            />
            <TopBoxesRail />
            <RecommendedRail />
            <LiveDropsTicker />
            <BingoBanner />
            <GloryRoadSection />
            <ReviewsSection />
            <CommitmentsStrip />
            <BoxCatalogue />
          </Deferred>
        </>
      ) : (
        <HomeSkeleton />
      )}
      <HomePop />
    </div>
  );
}
