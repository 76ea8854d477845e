import { coinsToCents } from '@hapa/domain';
import type { BattleBox } from '@hapa/contracts';
import { BOSS_MAX_ROUNDS } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, Price, Skeleton } from '../../../components/index.ts';
import { BattleGateBanner, NoBalanceDialog, VipGuideDialog, BoxPicker, OptionGroup } from '../../battles/index.ts';
import { useBossOddsQuery } from '../api/get-boss-odds.ts';
import { useStartChallenge } from '../api/start-challenge.ts';
import { ppmPercent } from '../lib/odds.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * /battles/challenge-boss (docs/product/routes.md#battles): pick a box and 1-3 rounds; the page shows the exact published odds
 * (win, tie to the boss, RTP) from the server before the player pays; the battle starts at once.
 */
export default function ChallengeBossPage() {
  const { t } = useTranslation();
  const [box, setBox] = useState<BattleBox | null>(null);
  const [count, setCount] = useState(1);
  const odds = useBossOddsQuery(box?.id ?? null, count);
  const { start, pending, errors } = useStartChallenge();
  const costCents = box ? coinsToCents(box.price) * count : 0;
  const submit = () => box && start({ kind: 'boss', body: { boxId: box.id, count } });
  const o = odds.data;
  return (
    <div className="flex flex-col gap-5" data-testid="challenge-boss-page">
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('contests.bossTitle')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('contests.bossText')}</p>
      </header>
      <BattleGateBanner />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="lg:self-start">
          <CardTitle>{t('contests.pickBox')}</CardTitle>
          <BoxPicker onAdd={setBox} disabled={false} />
        </Card>
        <div className="flex flex-col gap-5">
          <Card className="flex flex-col gap-4">
            {box ? (
              <div className="flex items-center gap-3" data-testid="boss-box">
                <img {...picture(box.image, '56px')} alt="" className="size-14 object-contain" />
                <div>
                  <p className="font-bold">{box.name}</p>
                  <Price coins={box.price} className="text-xs text-muted" />
                </div>
              </div>
            ) : (
              <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">{t('contests.choose')}</p>
            )}
            <OptionGroup
              label={t('contests.roundsLabel')}
              value={String(count)}
              onChange={(v) => setCount(Number(v))}
              options={Array.from({ length: BOSS_MAX_ROUNDS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            />
          </Card>
          <Card data-testid="boss-odds">
            <CardTitle>{t('contests.oddsTitle')}</CardTitle>
            {!box ? (
              <p className="text-sm text-muted">{t('contests.choose')}</p>
            ) : !o ? (
              <Skeleton className="h-28" />
            ) : (
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-muted">{t('contests.win')}</dt>
                <dd className="text-right font-bold tabular-nums" data-testid="boss-win">
                  {ppmPercent(o.winPpm)}
                </dd>
                {/* win + boss wins = 100%; the ties are part of the boss's share (docs/fairness.md#battles boss rule) */}
                <dt className="text-muted">{t('contests.lose')}</dt>
                <dd className="text-right tabular-nums" data-testid="boss-lose">
                  {ppmPercent(o.losePpm)}
                </dd>
                <dt className="pl-3 text-xs text-subtle">{t('contests.tie')}</dt>
                <dd className="text-right text-xs tabular-nums text-subtle" data-testid="boss-tie-odds">
                  {ppmPercent(o.tiePpm)}
                </dd>
                <dt className="text-muted">{t('contests.rtp')}</dt>
                <dd className="text-right font-bold tabular-nums">{ppmPercent(o.rtpPpm)}</dd>
                <dd className="col-span-2 break-all text-[11px] text-muted">
                  {t('contests.exact', { num: o.winExact.num, den: o.winExact.den })}
                </dd>
              </dl>
            )}
          </Card>
          <Button size="lg" block disabled={!box} loading={pending} onClick={submit} data-testid="challenge-boss-start">
            {t('contests.start')} <Price cents={costCents} />
          </Button>
        </div>
      </div>
      <NoBalanceDialog open={errors.noBalance} onOpenChange={errors.setNoBalance} action="create" needCents={costCents} />
      <VipGuideDialog guide={errors.vip} onClose={() => errors.setVip(null)} />
    </div>
  );
}
