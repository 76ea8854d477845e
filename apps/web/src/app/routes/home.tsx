import type { ReactNode } from 'react';
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
/**
 * A section below the fold: the browser skips its style, layout and paint until it nears the viewport
 * (`content-visibility: auto`), so hydrating and every picture that arrives redo only what is on screen (docs/benchmarks.md,
 * bench:web: the home page's total blocking time). Until it is first drawn it holds `size` px (about its height; then its
 * own, kept); a section that renders nothing (a visitor's Glory Road) takes no room and no gap. Its content stays in the
 * page for find-in-page, links and assistive technology.
 */
function Offscreen({ size, children }: { size: number; children: ReactNode }) {
  return (
    <div className="[content-visibility:auto] empty:hidden" style={{ containIntrinsicSize: `auto ${size}px` }}>
      {children}
    </div>
  );
}

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
            <Offscreen size={300}>
              <BoxRail
                title={t('boxes.newArrivals')}
                icon={<IconBolt size={20} />}
                params={HOME_NEW_PARAMS}
                moreHref="/boxes-list?sort=newest"
                testId="new-boxes"
              />
            </Offscreen>
            <Offscreen size={300}>
              <TopBoxesRail />
            </Offscreen>
            <Offscreen size={300}>
              <RecommendedRail />
            </Offscreen>
            <Offscreen size={136}>
              <LiveDropsTicker />
            </Offscreen>
            <Offscreen size={110}>
              <BingoBanner />
            </Offscreen>
            <Offscreen size={400}>
              <GloryRoadSection />
            </Offscreen>
            <Offscreen size={400}>
              <ReviewsSection />
            </Offscreen>
            <Offscreen size={80}>
              <CommitmentsStrip />
            </Offscreen>
            <Offscreen size={1200}>
              <BoxCatalogue />
            </Offscreen>
          </Deferred>
        </>
      ) : (
        <HomeSkeleton />
      )}
      <HomePop />
    </div>
  );
}
