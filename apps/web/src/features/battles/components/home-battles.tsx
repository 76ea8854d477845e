import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconTrophy, SectionHeading } from '../../../components/index.ts';
import { useBattleListQuery } from '../api/get-battle-list.ts';
import { useBattleFeed } from '../hooks/use-battle-feed.ts';
import { BattleGrid } from './battle-list.tsx';

/** Live cards shown on the home page, and finished ones used to fill. */
export const HOME_LIVE = 3;
export const HOME_FINISHED = 2;

/** Home battles section (docs/product/routes.md#home): up to 3 live battles, filled with up to 2 finished ones. */
export function HomeBattles() {
  const { t } = useTranslation();
  const q = useBattleListQuery();
  useBattleFeed();
  const live = (q.data?.list ?? []).slice(0, HOME_LIVE);
  const fill = (q.data?.finished ?? []).slice(0, Math.min(HOME_FINISHED, HOME_LIVE - live.length));
  const battles = [...live, ...fill];
  if (!battles.length) return null;
  return (
    <section data-testid="home-battles" className="skip-offscreen">
      <SectionHeading
        title={t('battles.homeTitle')}
        icon={<IconTrophy size={20} />}
        action={
          <Link to="/battles" className="text-sm font-semibold text-accent hover:underline">
            {t('battles.viewAll')}
          </Link>
        }
      />
      <BattleGrid battles={battles} />
    </section>
  );
}
