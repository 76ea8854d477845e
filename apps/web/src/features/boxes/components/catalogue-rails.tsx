import { useTranslation } from 'react-i18next';
import { IconTrophy, IconSparkles } from '../../../components/index.ts';
import { useSession } from '../../../lib/session.ts';
import { useRecommended, useTopBoxes } from '../api/catalogue-extra.ts';
import { BoxStrip } from './box-rail.tsx';

/** Home: the top 20 boxes by times opened (docs/product/endpoints.md#items /item/top/list/v2). */
export function TopBoxesRail() {
  const { t } = useTranslation();
  const q = useTopBoxes();
  return (
    <BoxStrip
      title={t('catalogue.topTitle')}
      icon={<IconTrophy size={20} />}
      moreHref="/boxes-list?sort=opened"
      testId="top-boxes"
      list={q.data}
      loading={q.isLoading}
      failed={q.isError}
    />
  );
}

/** Home: boxes recommended from the player's opens and likes; best sellers for visitors (docs/product/endpoints.md#items /recommend). */
export function RecommendedRail() {
  const { t } = useTranslation();
  const session = useSession();
  const q = useRecommended(session?.uid ?? null);
  return (
    <BoxStrip
      title={session ? t('catalogue.recommendTitle') : t('catalogue.recommendVisitor')}
      icon={<IconSparkles size={20} />}
      moreHref="/boxes-list?sort=recommend"
      testId="recommended-boxes"
      list={q.data}
      loading={q.isLoading}
      failed={q.isError}
    />
  );
}
