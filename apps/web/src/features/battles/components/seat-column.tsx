import { coinsToCents } from '@hapa/domain';
import type { BattleDetail, BattlePlayer, BoxDetail } from '@hapa/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, cn, IconTrophy, Price, rarityClasses } from '../../../components/index.ts';
import { SPIN_SHARE, type Timeline } from '../lib/timeline.ts';
import { MedalTag } from './battle-labels.tsx';
import { SeatAvatar } from './seat-avatar.tsx';
import { SeatReel } from './seat-reel.tsx';
import { tieDisplay } from '../lib/tie.ts';
import { picture } from '../../../lib/picture.ts';

export interface SeatColumnProps {
  detail: BattleDetail;
  player: BattlePlayer;
  timeline: Timeline;
  battleNow: number;
  boxes: Map<number, BoxDetail>;
  isMe: boolean;
  /** join / add-bot buttons for an empty seat (null: none) */
  onJoin: (() => void) | null;
  onAddBot: (() => void) | null;
  busy: boolean;
}

/** Sum of a seat's items over the landed rounds, in cents. */
export function seatTotalCents(detail: BattleDetail, number: number, landed: number): number {
  return detail.rounds.slice(0, landed).reduce((s, r) => s + coinsToCents(r.draws.find((d) => d.number === number)?.itemPrice ?? 0), 0);
}

/**
 * One seat of the battle: the player (or join / add-bot for an empty seat), the running total, the
 * reel of the current round, the items won so far, and the result at the end.
 */
export function SeatColumn({ detail, player, timeline, battleNow, boxes, isMe, onJoin, onAddBot, busy }: SeatColumnProps) {
  const { t } = useTranslation();
  const ended = timeline.phase === 'ended' && detail.state === 30;
  const won = ended && player.result === 1;
  const lost = ended && player.result === 2;
  const current = timeline.round >= 0 ? detail.rounds[timeline.round] : undefined;
  const draw = current?.draws.find((d) => d.number === player.number);
  const box = current ? boxes.get(current.box.id) : undefined;
  const team = player.belongTeam === 1 ? 'border-t-rarity-4' : player.belongTeam === 2 ? 'border-t-danger' : 'border-t-line';
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-2xl border border-t-4 bg-surface p-2 transition md:p-3',
        team,
        won ? 'border-rarity-1/70 shadow-gold' : 'border-line',
        lost && 'opacity-60',
      )}
      data-testid="seat-column"
      data-seat={player.number}
      data-result={ended ? player.result : 0}
    >
      <div className="flex min-w-0 items-center gap-2">
        <SeatAvatar player={player} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs font-bold md:text-sm">
            {player.userId
              ? isMe
                ? `${player.nickname} (${t('battles.you')})`
                : player.nickname
              : t('battles.seat', { n: player.number })}
          </p>
          {player.userId ? (
            <Price
              cents={seatTotalCents(detail, player.number, timeline.landed)}
              className="text-xs text-accent md:text-sm"
              data-testid="seat-total"
            />
          ) : null}
        </div>
        {ended ? <MedalTag rank={player.rank} /> : null}
      </div>

      {!player.userId ? (
        <div className="flex min-h-44 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line p-2 md:min-h-56">
          {onJoin ? (
            <Button size="sm" block onClick={onJoin} loading={busy} data-testid={`join-seat-${player.number}`}>
              {t('battles.join')} <Price coins={detail.amount} className="text-xs" />
            </Button>
          ) : null}
          {onAddBot ? (
            <Button size="sm" variant="secondary" block onClick={onAddBot} disabled={busy} data-testid={`add-bot-${player.number}`}>
              {t('battles.addBot')}
            </Button>
          ) : null}
        </div>
      ) : timeline.phase === 'rounds' && draw && timeline.spinning ? (
        <SeatReel
          key={`${timeline.round}`}
          items={(box?.items ?? []).map((i) => ({ id: i.id, image: i.image, name: i.name, skuLevel: i.skuLevel, ppm: i.ppm }))}
          won={{ id: draw.itemId, image: draw.itemImage, name: draw.itemName, skuLevel: draw.skuLevel, ppm: 0 }}
          seed={draw.ticket}
          spinStart={Date.parse(current!.revealAt!)}
          spinMs={detail.roundMs * SPIN_SHARE}
          battleNow={battleNow}
        />
      ) : (
        <div
          className={cn(
            'flex h-44 flex-col items-center justify-center gap-1 rounded-xl border bg-bg-2 p-2 text-center md:h-56',
            draw && timeline.phase === 'rounds' ? rarityClasses(draw.skuLevel).border : 'border-line',
          )}
        >
          {draw && timeline.phase === 'rounds' ? (
            <div className="animate-pop flex flex-col items-center gap-1" data-testid="landed-item">
              <img
                {...picture(draw.itemImage, '(min-width: 768px) 96px, 64px')}
                alt={draw.itemName}
                className="size-16 object-contain md:size-24"
              />
              <Link
                to={`/item-card?id=${draw.itemId}`}
                className="line-clamp-2 text-[11px] font-semibold underline-offset-2 hover:text-accent hover:underline md:text-xs"
                data-testid="item-tile-link"
              >
                {draw.itemName}
              </Link>
              <Price coins={draw.itemPrice} className="text-xs" />
            </div>
          ) : ended ? (
            <div className="flex flex-col items-center gap-1" data-testid="seat-result">
              {won ? <IconTrophy size={32} className="text-rarity-1" /> : null}
              <Badge tone={won ? 'gold' : 'neutral'}>{won ? t('battles.winner') : t('battles.lost')}</Badge>
              {won ? <Price coins={player.bonusAmount} className="text-sm text-rarity-1" data-testid="seat-bonus" /> : null}
            </div>
          ) : (
            <span className="text-xs text-muted">
              {timeline.phase === 'tie' ? t(tieDisplay(detail).titleKey) : player.isBot ? t('battles.bot') : t('battles.state.10')}
            </span>
          )}
        </div>
      )}

      {player.userId && timeline.landed > 0 ? (
        <ul className="grid grid-cols-2 gap-1 md:grid-cols-3" data-testid="seat-items">
          {detail.rounds.slice(0, timeline.landed).map((r) => {
            const d = r.draws.find((x) => x.number === player.number);
            if (!d) return null;
            return (
              <li key={r.round} className={cn('rounded-lg border bg-bg-2', rarityClasses(d.skuLevel).border)}>
                <Link
                  to={`/item-card?id=${d.itemId}`}
                  className="flex flex-col items-center rounded-lg p-1 hover:bg-surface"
                  title={`${d.itemName} · #${d.ticket}`}
                  aria-label={d.itemName}
                  data-testid="item-tile-link"
                >
                  <img
                    {...picture(d.itemImage, '(min-width: 768px) 40px, 32px')}
                    alt={d.itemName}
                    className="size-8 object-contain md:size-10"
                    loading="lazy"
                  />
                  <Price coins={d.itemPrice} className="text-[10px]" />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
