import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, cn, IconLock } from '../../../components/index.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useCachedBaseInfo } from '../../wallet/index.ts';
import { useBattleGate } from '../api/get-battle-gate.ts';

/**
 * The battle gate said up front (docs/battles.md#battle-gate), before the player builds or joins anything: the level
 * battles need and, in money terms, the top-up that unlocks them ("Top up $20 more to unlock battles"), with the
 * top-up opened at that amount. Shown on /battles, the create page, contests and challenges; nothing once unlocked.
 * `freeInvite`: adds that a friend's free invite needs no top-up.
 */
export function BattleGateBanner({ className, freeInvite = false }: { className?: string; freeInvite?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const info = useCachedBaseInfo();
  const gate = useBattleGate().data;
  if (!gate || gate.unlocked) return null;
  const amount = formatCoins(coinsToCents(gate.topUpAmount));
  const text = !loggedIn
    ? t('battles.gate.signUp', { amount })
    : (info?.xp ?? 0) === 0
      ? t('battles.gate.topUpFirst', { amount })
      : t('battles.gate.topUpMore', { amount });
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-violet/40 bg-violet/10 p-3 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
      role="note"
      data-testid="battle-gate"
      data-level={gate.minLevel}
      data-top-up-cents={coinsToCents(gate.topUpAmount)}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet/20 text-violet">
          <IconLock size={20} />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-extrabold">{t('battles.gate.title', { level: gate.minLevel })}</p>
          <p className="text-sm text-muted" data-testid="battle-gate-text">
            {text}
            {freeInvite ? ` ${t('battles.gate.freeSeat')}` : ''}
          </p>
        </div>
      </div>
      <Button
        size="sm"
        variant="gold"
        className="shrink-0 self-start sm:self-center"
        onClick={() => (loggedIn ? openTopUp({ amountCents: coinsToCents(gate.topUpAmount) }) : openAuth('signup', 'battle'))}
        data-testid="battle-gate-action"
      >
        {loggedIn ? t('battles.gate.action', { amount }) : t('battles.gate.signUpAction')}
      </Button>
    </div>
  );
}
