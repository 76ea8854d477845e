import { useTranslation } from 'react-i18next';
import { IconSparkles, IconBolt } from '../../components/index.ts';
import { BoxCatalogue, BoxRail } from '../../features/boxes/index.ts';
import { BannerCarousel, CommitmentsStrip } from '../../features/home/index.ts';
import { LiveDropsTicker } from '../../features/live-drops/index.ts';
import { HomeBattles } from '../../features/battles/index.ts';

/** Home `/` and `/boxes` (spec §2 home sections). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8 md:gap-12" data-testid="home-page">
      <div className="flex flex-col gap-4">
        <BannerCarousel />
        <LiveDropsTicker />
      </div>
      <HomeBattles />
      <BoxRail title={t('boxes.featuredBoxes')} icon={<IconSparkles size={20} />} params={{ category: 'FEATURED', pageSize: 12 }} moreHref="/boxes-list?sort=recommend" testId="featured-boxes" />
      <BoxRail title={t('boxes.newArrivals')} icon={<IconBolt size={20} />} params={{ category: 'NEWEST', sort: 'newest', pageSize: 10 }} moreHref="/boxes-list?sort=newest" testId="new-boxes" />
      <BoxCatalogue />
      <CommitmentsStrip />
    </div>
  );
}
