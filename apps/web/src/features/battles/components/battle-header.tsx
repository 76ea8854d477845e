import type { BattleDetail } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { battleBackLink } from '../lib/back-link.ts';
import { Link } from 'react-router';
import { Badge, Button, cn, IconChevronLeft, IconInfo, IconShield, IconUser, Price } from '../../../components/index.ts';
import type { ViewMode } from '../hooks/use-battle-timeline.ts';
import type { Timeline } from '../lib/timeline.ts';
import { BattleLabels } from './battle-labels.tsx';
import { tieDisplay } from '../lib/tie.ts';
import { picture } from '../../../lib/picture.ts';

interface BattleHeaderProps {
  detail: BattleDetail;
  timeline: Timeline;
  mode: ViewMode;
  totalCents: number;
  onRules: () => void;
  onFairness: () => void;
  onInvite: (() => void) | null;
  onFill: (() => void) | null;
  busy: boolean;
}

/** Battle detail header: labels, state (Round x/y), cost, total, rules / fairness / invite / fill seats. */
export function BattleHeader({ detail, timeline, mode, totalCents, onRules, onFairness, onInvite, onFill, busy }: BattleHeaderProps) {
  const { t } = useTranslation();
  const back = battleBackLink(detail);
  const status =
    timeline.phase === 'waiting'
      ? t('battles.state.10')
      : timeline.phase === 'rounds'
        ? t('battles.roundOf', { x: timeline.round + 1, y: detail.totalRound })
        : timeline.phase === 'tie'
          ? t(tieDisplay(detail).titleKey)
          : t('battles.state.30');
  return (
    <header className="flex flex-col gap-3">
      <Link to={back.to} className="flex w-fit items-center gap-1 text-sm font-semibold text-muted hover:text-fg" data-testid="battle-back">
        <IconChevronLeft size={16} /> {t(back.labelKey)}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-3xl">{t('nav.battle')}</h1>
          <BattleLabels battle={detail} />
          {mode !== 'final' && timeline.phase !== 'waiting' && timeline.phase !== 'ended' ? (
            <Badge tone={mode === 'replay' ? 'violet' : 'danger'}>
              {mode === 'replay' ? t('battles.replayBadge') : t('battles.liveBadge')}
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="ghost" icon={<IconInfo size={16} />} onClick={onRules} data-testid="open-rules">
            {t('battles.rules')}
          </Button>
          <Button size="sm" variant="ghost" icon={<IconShield size={16} />} onClick={onFairness} data-testid="open-fairness">
            {t('battles.fairness')}
          </Button>
          {onInvite ? (
            <Button size="sm" variant="outline" icon={<IconUser size={16} />} onClick={onInvite} data-testid="open-invite">
              {t('battles.inviteTitleModal')}
            </Button>
          ) : null}
          {onFill ? (
            <Button size="sm" onClick={onFill} loading={busy} data-testid="fill-seats">
              {t('battles.fillSeats')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-3 gap-2 rounded-2xl border border-line bg-surface p-3 text-center">
        <div>
          <p className="text-[11px] uppercase tracking-wide text-muted">{t('battles.cost')}</p>
          <Price coins={detail.amount} className="text-sm md:text-base" data-testid="battle-cost" />
        </div>
        <div>
          <p className="text-[11px] uppercase tracking-wide text-muted">{t('battles.status')}</p>
          <p className={cn('text-sm font-bold md:text-base', timeline.phase === 'rounds' && 'text-danger')} data-testid="battle-status">
            {status}
          </p>
        </div>
        <div>
          <p className="text-[11px] uppercase tracking-wide text-muted">{t('battles.totalValue')}</p>
          <Price cents={totalCents} className="text-sm text-accent md:text-base" data-testid="battle-total" />
        </div>
      </div>
    </header>
  );
}

/** The rounds' boxes in order; the current round highlighted, landed rounds dimmed. */
export function RoundStrip({ detail, timeline }: { detail: BattleDetail; timeline: Timeline }) {
  return (
    <ol className="flex gap-2 overflow-x-auto pb-1 scrollbar-none" data-testid="round-strip">
      {detail.rounds.map((r) => {
        const current = r.round === timeline.round && timeline.phase === 'rounds';
        const done = r.round < timeline.landed && !current;
        return (
          <li
            key={r.round}
            className={cn(
              'relative shrink-0 rounded-xl border p-1 transition',
              current ? 'border-accent bg-accent/10 shadow-glow' : 'border-line bg-surface',
              done && 'opacity-45',
            )}
            title={r.box.name}
          >
            <img
              {...picture(r.box.image, '(min-width: 768px) 48px, 40px')}
              alt={r.box.name}
              className="size-10 object-contain md:size-12"
            />
            <span className="absolute -bottom-1 -right-1 rounded-full bg-surface-3 px-1 text-[9px] font-bold">{r.round + 1}</span>
          </li>
        );
      })}
    </ol>
  );
}
