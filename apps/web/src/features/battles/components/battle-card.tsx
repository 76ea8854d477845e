import type { BattleSummary } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, buttonClass, cn, Price } from '../../../components/index.ts';
import { useSession } from '../../../lib/session.ts';
import { BattleLabels, MedalTag } from './battle-labels.tsx';
import { SeatAvatar } from './seat-avatar.tsx';
import { picture } from '../../../lib/picture.ts';

/** Detail link: `type=1` replay, `type=2` watch live (docs/product/routes.md#battles battle detail). */
export function battleHref(uuid: string, type?: 1 | 2): string {
  return `/battles/detail/${uuid}${type ? `?type=${type}` : ''}`;
}

/**
 * A battle in the list (docs/product/routes.md#battles /battles, docs/product/states.md#battles): type, mode, boxes, seats and state —
 * 10 waiting: "Join For $amount" and the boxes count; 20: "Round x/y" and Watch; 30: medals and
 * Replay, or Watch while unread. My battles are marked.
 */
export function BattleCard({ battle, className }: { battle: BattleSummary; className?: string }) {
  const { t } = useTranslation();
  const uid = useSession()?.uid ?? null;
  const mine = uid !== null && (battle.creatorId === uid || battle.players.some((p) => p.userId === uid && !p.isBot));
  const boxCount = battle.boxes.reduce((n, b) => n + b.count, 0);
  const seated = battle.players.filter((p) => p.userId).length;
  const action =
    battle.state === 10
      ? { href: battleHref(battle.uuid), label: mine ? t('battles.view') : t('battles.joinFor'), variant: 'primary' as const, price: !mine }
      : battle.state === 20
        ? { href: battleHref(battle.uuid, 2), label: t('battles.watch'), variant: 'outline' as const, price: false }
        : mine && !battle.hasRead
          ? { href: battleHref(battle.uuid, 2), label: t('battles.watch'), variant: 'outline' as const, price: false }
          : { href: battleHref(battle.uuid, 1), label: t('battles.replay'), variant: 'secondary' as const, price: false };
  const teams = battle.type === 'team';
  return (
    <article
      className={cn('flex flex-col gap-3 rounded-2xl border bg-surface p-3 md:p-4', mine ? 'border-accent/50' : 'border-line', className)}
      data-testid="battle-card"
      data-uuid={battle.uuid}
      data-state={battle.state}
    >
      <div className="flex items-center justify-between gap-2">
        <BattleLabels battle={battle} />
        <span className="flex items-center gap-1.5">
          {mine ? <Badge tone="gold">{t('battles.myBattle')}</Badge> : null}
          {battle.state === 20 ? (
            <span className="flex items-center gap-1 text-xs font-bold text-danger" data-testid="battle-card-round">
              <span className="size-1.5 animate-pulse rounded-full bg-danger" />
              {t('battles.roundOf', { x: Math.max(1, battle.round), y: battle.totalRound })}
            </span>
          ) : (
            <span className="text-xs font-semibold text-muted">{t(`battles.state.${battle.state}`)}</span>
          )}
        </span>
      </div>
      <div className="flex items-center gap-2 overflow-hidden">
        {battle.boxes.slice(0, 5).map(({ box, count }) => (
          <span key={box.id} className="relative shrink-0 rounded-xl border border-line bg-bg-2 p-1" title={box.name}>
            <img
              {...picture(box.image, '(min-width: 768px) 48px, 44px')}
              alt={box.name}
              className="size-11 object-contain md:size-12"
              loading="lazy"
            />
            {count > 1 ? (
              <span className="absolute -right-1 -top-1 rounded-full bg-surface-3 px-1.5 text-[10px] font-bold">x{count}</span>
            ) : null}
          </span>
        ))}
        {battle.boxes.length > 5 ? <span className="text-xs font-bold text-muted">+{battle.boxes.length - 5}</span> : null}
      </div>
      <div className="flex items-center gap-1.5">
        {battle.players.map((p, i) => (
          <span key={p.number} className="flex items-center gap-1.5">
            {teams && i === 2 ? <span className="px-1 text-[10px] font-black text-muted">{t('battles.vs')}</span> : null}
            <span className="relative">
              <SeatAvatar player={p} size="sm" />
              {battle.state === 30 ? <MedalTag rank={p.rank} className="absolute -right-2 -top-2 size-4 text-[9px]" /> : null}
            </span>
          </span>
        ))}
        <span className="ml-auto text-xs text-muted">
          {battle.state === 10 ? (
            `${seated}/${battle.players.length} · ${t('battles.boxesCount', { count: boxCount })}`
          ) : (
            <Price coins={battle.openAmount} className="text-xs text-fg" />
          )}
        </span>
      </div>
      <Link to={action.href} className={buttonClass(action.variant, 'md', 'w-full')} data-testid="battle-card-action">
        {action.label}
        {action.price ? <Price coins={battle.amount} /> : null}
      </Link>
    </article>
  );
}
