import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/index.ts';
import { useSeedInfo } from '../api/get-seed-info.ts';
import { RevealedPair } from './revealed-pair.tsx';
import { formatDateTime } from '../../../lib/i18n/format.ts';

/** Earlier seed pairs of one seed type (1 boxes, 2 battles, 3 games), revealed, newest first. Hidden when there are none. */
export function SeedHistory({ seedType = 1 }: { seedType?: number }) {
  const { t } = useTranslation();
  const { data } = useSeedInfo(seedType);
  if (!data || data.history.length === 0) return null;
  return (
    <Card data-testid="seed-history">
      <CardTitle>{t('fairness.historySeedsTitle')}</CardTitle>
      <div className="flex flex-col gap-3">
        {data.history.map((h) => (
          <RevealedPair key={h.serverSeedHashed} pair={h} history title={formatDateTime(h.revealedAt)} />
        ))}
      </div>
    </Card>
  );
}
