import type { BattleDetail } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, IconTrophy, Price } from '../../../components/index.ts';
import { battleBackLink } from '../lib/back-link.ts';

interface ResultPanelProps {
  detail: BattleDetail;
  myUid: number | null;
  onReplay: () => void;
  onCreateSame: (() => void) | null;
  creatingSame: boolean;
}

/**
 * The end of a battle (docs/product/states.md#battles): who won, how the prize splits (items to the winner in normal/demon;
 * coins split equally in share and team) and, for a seated player, what they paid and received.
 */
export function ResultPanel({ detail, myUid, onReplay, onCreateSame, creatingSame }: ResultPanelProps) {
  const { t } = useTranslation();
  const winners = detail.players.filter((p) => p.result === 1);
  const prize = detail.players.reduce((s, p) => s + coinsToCents(p.amount), 0);
  const coins = detail.mode === 'share' || detail.type === 'team';
  const me = myUid === null ? undefined : detail.players.find((p) => p.userId === myUid && !p.isBot);
  const back = battleBackLink(detail);
  const headline =
    detail.type === 'team' && detail.mode !== 'share'
      ? t('battles.teamWon', { team: t(winners[0]?.belongTeam === 1 ? 'battles.blue' : 'battles.red') })
      : coins
        ? t('battles.split', { amount: formatCoins(coinsToCents(winners[0]?.bonusAmount ?? 0)) })
        : t('battles.itemsGoTo', { name: winners[0]?.nickname ?? '', amount: formatCoins(prize) });
  return (
    <Card className="flex flex-col gap-4 border-rarity-1/40" data-testid="result-panel">
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-rarity-1/15 text-rarity-1">
          <IconTrophy size={26} />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-wide text-muted">{t('battles.result')}</p>
          <p className="text-lg font-black" data-testid="result-headline">
            {headline}
          </p>
          {detail.tie ? (
            <p className="text-xs font-semibold text-rarity-1" data-testid="result-tie">
              {t('battles.tieWinner', {
                name:
                  detail.tie.kind === 'team'
                    ? t(detail.tie.winnerSide === 1 ? 'battles.blue' : 'battles.red')
                    : (detail.players[detail.tie.winnerSide - 1]?.nickname ?? ''),
              })}
            </p>
          ) : null}
        </div>
      </div>
      {me ? (
        <div className="grid grid-cols-2 gap-3 rounded-xl bg-bg-2 p-3 text-sm">
          <div>
            <p className="text-xs text-muted">{t('battles.paid')}</p>
            {/* what THIS player paid: 0 for a friend's free seat, two seats for a free invite's creator */}
            <Price coins={me.paid ?? detail.amount} className="text-base" data-testid="my-paid" />
            {me.freeSeat ? (
              <p className="text-[11px] text-muted" data-testid="my-paid-note">
                {t('battles.paidFree')}
              </p>
            ) : detail.sponsor?.state === 'used' && me.userId === detail.creatorId ? (
              <p className="text-[11px] text-muted" data-testid="my-paid-note">
                {t('battles.paidWithFriend')}
              </p>
            ) : null}
          </div>
          <div>
            <p className="text-xs text-muted">{me.result === 1 ? t('battles.won') : t('battles.youLost')}</p>
            <Price
              coins={me.bonusAmount}
              className={me.result === 1 ? 'text-base text-rarity-1' : 'text-base text-muted'}
              data-testid="my-won"
            />
          </div>
          {me.result === 1 ? (
            <p className="col-span-2 text-xs text-muted">{coins ? t('battles.coinsPaid') : t('battles.itemsStored')}</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onReplay} data-testid="replay-button">
          {t('battles.replay')}
        </Button>
        {onCreateSame ? (
          <Button onClick={onCreateSame} loading={creatingSame} data-testid="create-same">
            {t('battles.createSame')} <Price coins={detail.amount} className="text-xs" />
          </Button>
        ) : null}
        <ButtonLink to={back.to} variant="ghost" data-testid="result-back">
          {t(back.labelKey)}
        </ButtonLink>
      </div>
    </Card>
  );
}
