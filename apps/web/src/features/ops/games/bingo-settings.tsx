import { OpsBingoOffer, OpsBingoOffers, OpsBingoSettings } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsBingo } from '../../../lib/i18n/en/bingo.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';
import { SettingsSection, type SettingField } from './settings-section.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsBingo }, true, true);

const FIELDS: readonly SettingField[] = [
  { key: 'cardPrice', kind: 'money', label: 'cardPrice' },
  { key: 'maxCards', kind: 'int', label: 'maxCards' },
  { key: 'salesSeconds', kind: 'int', label: 'salesSeconds', hint: 'salesHelp' },
  { key: 'callIntervalMs', kind: 'int', label: 'callIntervalMs' },
  { key: 'gapSeconds', kind: 'int', label: 'gapSeconds' },
  { key: 'edgePpm', kind: 'percentPpm', label: 'edge' },
  { key: 'lineSharePpm', kind: 'percentPpm', label: 'lineShare', hint: 'lineShareHelp' },
  { key: 'pointsPerCard', kind: 'int', label: 'pointsPerCard' },
];

/** Finance: Bingo King's price, timings, edge and prize split; catalogue: the points exchange offers (docs/architecture/console.md; audited). */
export function BingoSettingsSection() {
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection ns="opsBingo" path="/ops/games/bingo" schema={OpsBingoSettings} fields={FIELDS} testId="ops-games-bingo" />
      <BingoOffersSection />
    </div>
  );
}

function BingoOffersSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = ['ops', 'bingo', 'offers'];
  const offers = useQuery({
    queryKey: key,
    queryFn: () => opsApi('/ops/games/bingo/offers', { schema: OpsBingoOffers }),
    retry: false,
    meta: { silent: true },
  });
  const [itemId, setItemId] = useState('');
  const [points, setPoints] = useState('');
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (v: { id: number | null; itemId: number; points: number; sort: number; isActive: boolean }) =>
      opsApi(v.id === null ? '/ops/games/bingo/offers' : `/ops/games/bingo/offers/${v.id}`, {
        method: 'POST',
        body: { itemId: v.itemId, points: v.points, sort: v.sort, isActive: v.isActive },
        schema: OpsBingoOffer,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: key }),
  });
  if (offers.isError) return null; // a finance-only operator: the offers are the catalogue role's
  const valid = /^\d{1,9}$/.test(itemId) && /^\d{1,9}$/.test(points) && Number(points) > 0;
  return (
    <OpsCard className="max-w-xl" testId="ops-games-bingo-offers">
      <h2 className="mb-3 text-lg font-bold">{t('opsBingo.offersTitle')}</h2>
      <ul className="flex flex-col gap-2">
        {(offers.data?.list ?? []).map((o) => (
          <li key={o.id} className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm">
            <span className="min-w-0 truncate">
              #{o.itemId} {o.name} · {t('opsBingo.offerPoints', { count: o.points })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => save.mutate({ id: o.id, itemId: o.itemId, points: o.points, sort: o.sort, isActive: !o.isActive })}
            >
              {o.isActive ? t('opsBingo.deactivate') : t('opsBingo.activate')}
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate({ id: null, itemId: Number(itemId), points: Number(points), sort: 0, isActive: true });
        }}
      >
        <Input label={t('opsBingo.itemId')} value={itemId} onChange={(e) => setItemId(e.target.value)} inputMode="numeric" />
        <Input label={t('opsBingo.points')} value={points} onChange={(e) => setPoints(e.target.value)} inputMode="numeric" />
        <Button type="submit" disabled={!valid} loading={save.isPending}>
          {t('opsBingo.add')}
        </Button>
      </form>
      {save.error ? <ErrorLine error={save.error} /> : null}
    </OpsCard>
  );
}
