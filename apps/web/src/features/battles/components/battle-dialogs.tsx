import type { BattleDetail } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, IconCoin, IconCopy, IconLock, Price } from '../../../components/index.ts';
import { openTopUp } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { missingCents, useCachedBaseInfo } from '../../wallet/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import type { VipGuide } from '../hooks/use-battle-actions.ts';

interface OpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Not enough balance to join it" (or "... to create it" when creating) with how much is missing and a
 * top-up (docs/product/errors.md#client-handling insufficient coins in battle create / join / add bot).
 */
export function NoBalanceDialog({
  open,
  onOpenChange,
  action = 'join',
  needCents,
}: OpenProps & { action?: 'create' | 'join'; needCents?: number }) {
  const { t } = useTranslation();
  const info = useCachedBaseInfo();
  const missing = missingCents(needCents, info?.coin);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(action === 'create' ? 'battles.noBalanceCreate' : 'battles.noBalance')}
      size="sm"
      data-testid="battle-no-balance"
    >
      <div className="flex flex-col items-center gap-3 pb-2 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-rarity-1/10">
          <IconCoin size={40} />
        </span>
        <p className="text-sm text-muted">{t(action === 'create' ? 'battles.noBalanceCreateText' : 'battles.noBalanceText')}</p>
        {missing ? (
          <p className="text-sm font-semibold text-fg" data-testid="battle-no-balance-missing">
            {t('battles.noBalanceMissing', { amount: formatCoins(missing) })}
          </p>
        ) : null}
      </div>
      <Button
        size="lg"
        block
        className="mt-4"
        onClick={() => {
          onOpenChange(false);
          openTopUp();
        }}
        data-testid="battle-no-balance-topup"
      >
        {t('battles.topUp')}
      </Button>
    </Dialog>
  );
}

/**
 * The canBattle guide (docs/product/validation.md#battle-join): NEED VIP{n} TO CREATE/JOIN BATTLE, said in money terms ("Top up $20 more to unlock
 * battles", docs/battles.md#battle-gate) with the top-up opened at that amount; XP only when the server gave no amount.
 */
export function VipGuideDialog({ guide, onClose }: { guide: VipGuide | null; onClose: () => void }) {
  const { t } = useTranslation();
  const topUpCents = guide?.topUp !== undefined ? coinsToCents(guide.topUp) : null;
  const newcomer = (useCachedBaseInfo()?.xp ?? 0) === 0;
  return (
    <Dialog
      open={guide !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('battles.vipTitle', { level: guide?.level ?? 1 })}
      size="sm"
      data-testid="battle-vip-guide"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-violet/15 text-violet">
          <IconLock size={28} />
        </span>
        <p className="text-sm text-muted" data-testid="battle-vip-guide-text">
          {topUpCents !== null
            ? t(newcomer ? 'battles.gate.topUpFirst' : 'battles.gate.topUpMore', { amount: formatCoins(topUpCents) })
            : t('battles.vipText', { level: guide?.level ?? 1, diffXp: guide?.diffXp ?? 0 })}
        </p>
        <Button
          block
          onClick={() => {
            onClose();
            openTopUp(topUpCents !== null ? { amountCents: topUpCents } : {});
          }}
          data-testid="battle-vip-guide-topup"
        >
          {topUpCents !== null ? t('battles.gate.action', { amount: formatCoins(topUpCents) }) : t('battles.topUp')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Choose team (docs/product/routes.md#modals): blue seats 1-2, red seats 3-4; "Battle Has Begun" once not waiting. */
export function ChooseTeamDialog({
  detail,
  open,
  onOpenChange,
  onPick,
}: OpenProps & { detail: BattleDetail; onPick: (seat: number) => void }) {
  const { t } = useTranslation();
  const begun = detail.state !== 10;
  const teams = [
    { team: 1, name: t('battles.blue'), seats: [1, 2], cls: 'border-rarity-4/60 bg-rarity-4/10 text-rarity-4' },
    { team: 2, name: t('battles.red'), seats: [3, 4], cls: 'border-danger/60 bg-danger/10 text-danger' },
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={begun ? t('battles.hasBegun') : t('battles.chooseTeam')}
      size="sm"
      data-testid="choose-team"
    >
      {begun ? (
        <p className="text-sm text-muted">{t('battles.hasBegun')}</p>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {teams.map((team) => {
            const free = team.seats.filter((s) => !detail.players[s - 1]?.userId);
            return (
              <button
                key={team.team}
                type="button"
                disabled={!free.length}
                onClick={() => onPick(free[0]!)}
                className={`flex flex-col items-center gap-1 rounded-2xl border p-4 font-bold transition hover:brightness-125 disabled:opacity-40 ${team.cls}`}
                data-testid={`team-${team.team}`}
              >
                <span className="text-base">{team.name}</span>
                <span className="text-xs text-muted">{t('battles.teamSeats', { seats: team.seats.join('-') })}</span>
                <span className="text-xs">{free.length ? t('battles.seatsLeft', { count: free.length }) : t('battles.teamFull')}</span>
              </button>
            );
          })}
          <p className="col-span-2 flex items-center justify-center gap-1 text-xs text-muted">
            {t('battles.joinFor')} <Price coins={detail.amount} className="text-xs text-fg" />
          </p>
        </div>
      )}
    </Dialog>
  );
}

/** Join demon / share battle (docs/product/routes.md#modals): the mode explained, "Ok" or "Join For $amount". */
export function JoinModeDialog({ detail, open, onOpenChange, onJoin }: OpenProps & { detail: BattleDetail; onJoin: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('battles.joinModeTitle', { mode: t(`battles.mode.${detail.mode}`) })}
      size="sm"
      data-testid="join-mode"
    >
      <p className="text-sm text-muted">{t(`battles.modeHint.${detail.mode}`)}</p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('battles.ok')}
        </Button>
        <Button onClick={onJoin} data-testid="join-mode-confirm">
          {t('battles.joinFor')} <Price coins={detail.amount} className="text-xs" />
        </Button>
      </div>
    </Dialog>
  );
}

/** Invite link `/battles/detail/{uuid}?isInvite=true` with copy (docs/product/routes.md#battles). */
export function InviteDialog({ uuid, open, onOpenChange }: OpenProps & { uuid: string }) {
  const { t } = useTranslation();
  // no window on the server (the battle page's first screen renders this dialog closed)
  const link = `${typeof window === 'undefined' ? '' : window.location.origin}/battles/detail/${uuid}?isInvite=true`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      /* clipboard blocked: the field is selectable */
    }
    toast.success(t('battles.copied'));
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('battles.inviteTitleModal')}
      description={t('battles.inviteText')}
      size="md"
      data-testid="invite-dialog"
    >
      <div className="flex gap-2">
        <input
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-bg-2 px-3 text-sm"
          data-testid="invite-link"
        />
        <Button onClick={copy} icon={<IconCopy size={16} />}>
          {t('battles.copy')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Battle rules (docs/product/routes.md#modals). */
export function RulesDialog({ open, onOpenChange }: OpenProps) {
  const { t } = useTranslation();
  const items = t('battles.rulesItems', { returnObjects: true }) as string[];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('battles.rules')} size="md" data-testid="rules-dialog">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        {items.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </Dialog>
  );
}
