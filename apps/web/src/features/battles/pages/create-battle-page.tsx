import type { BattleInviteMode, BattleMode, BattleType } from '@hapa/contracts';
import { BATTLE_MAX_ROUNDS, DAY_MS, formatCoins } from '@hapa/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Card, CardTitle, Price } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { getSession } from '../../../lib/session.ts';
import { useCreateBattle } from '../api/create-battle.ts';
import { useBattleConfig } from '../api/get-battle-config.ts';
import { BattleGateBanner } from '../components/battle-gate-banner.tsx';
import { NoBalanceDialog, VipGuideDialog } from '../components/battle-dialogs.tsx';
import { BoxPicker } from '../components/box-picker.tsx';
import { OptionGroup } from '../components/option-group.tsx';
import { PicksList, useBoxPicks } from '../components/picks-list.tsx';
import { useBattleErrors } from '../hooks/use-battle-actions.ts';

const TYPES: BattleType[] = ['singled', 'trio', 'quad', 'team'];
const MODES: BattleMode[] = ['normal', 'demon', 'share'];
const INVITES: BattleInviteMode[] = ['none', 'normal', 'free', 'other'];

/** One key per click: a repeated request returns the first battle instead of charging twice. */
const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${performance.now()}`;

/**
 * /battles/create (docs/product/routes.md#battles): pick boxes with counts (rounds and cost shown), type, mode, invite mode
 * and fast mode. Creating charges the seat at once; the battle page opens.
 */
export default function CreateBattlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<BattleType>('singled');
  const [mode, setMode] = useState<BattleMode>('normal');
  const [invite, setInvite] = useState<BattleInviteMode>('none');
  const [fast, setFast] = useState(false);
  const create = useCreateBattle();
  const config = useBattleConfig();
  const errors = useBattleErrors();
  const key = useRef(newKey());
  const { picks, rounds, costCents, full, setCount, add } = useBoxPicks(BATTLE_MAX_ROUNDS);
  const submit = () => {
    if (!getSession()) return openAuth('signup', 'battle');
    if (!rounds || create.isPending) return;
    create.mutate(
      {
        body: { boxes: picks.map((p) => ({ boxId: p.box.id, count: p.count })), type, mode, inviteMode: invite, fastMode: fast },
        idempotencyKey: key.current,
      },
      {
        onSuccess: (res) => navigate(`/battles/detail/${res.uuid}`),
        onError: (err) => {
          key.current = newKey();
          errors.handle(err);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-5" data-testid="create-battle-page">
      <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('battles.createTitle')}</h1>
      <BattleGateBanner />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="lg:self-start">
          <CardTitle>{t('battles.pickBoxes')}</CardTitle>
          <BoxPicker onAdd={add} disabled={full} />
        </Card>
        <div className="flex flex-col gap-5">
          <Card>
            <CardTitle action={<span className="text-xs font-semibold text-muted">{t('battles.rounds', { count: rounds })}</span>}>
              {t('battles.selected')}
            </CardTitle>
            <PicksList picks={picks} full={full} setCount={setCount} />
            {full ? <p className="mt-2 text-xs text-warning">{t('battles.maxRounds', { n: BATTLE_MAX_ROUNDS })}</p> : null}
          </Card>
          <Card className="flex flex-col gap-5">
            <OptionGroup
              label={t('battles.players')}
              value={type}
              onChange={setType}
              testId="battle-type"
              options={TYPES.map((v) => ({ value: v, label: t(`battles.type.${v}`), hint: t(`battles.typeName.${v}`) }))}
            />
            <div className="flex flex-col gap-2">
              <OptionGroup
                label={t('battles.modeTitle')}
                value={mode}
                onChange={setMode}
                testId="battle-mode"
                options={MODES.map((v) => ({ value: v, label: t(`battles.mode.${v}`) }))}
              />
              <p className="text-xs text-muted">{t(`battles.modeHint.${type === 'team' && mode !== 'share' ? 'team' : mode}`)}</p>
            </div>
            <div className="flex flex-col gap-2">
              <OptionGroup
                label={t('battles.inviteTitle')}
                value={invite}
                onChange={setInvite}
                testId="battle-invite"
                options={INVITES.map((v) => ({ value: v, label: t(`battles.invite.${v}`) }))}
              />
              <p className="text-xs text-muted" data-testid="invite-hint">
                {t(`contests.inviteModeHint.${invite}`)}
              </p>
              {invite === 'free' && rounds > 0 ? (
                // before paying: the friend's seat is held for them, for how long, and when it comes back (docs/battles.md#free-invite)
                <p className="rounded-xl border border-accent/30 bg-accent/10 p-2.5 text-xs text-fg" data-testid="free-invite-terms">
                  {t('battles.freeInvite.beforePay', {
                    total: formatCoins(costCents * 2),
                    seat: formatCoins(costCents),
                    hours: Math.round((config.data?.inviteMs ?? DAY_MS) / 3_600_000),
                  })}
                </p>
              ) : null}
            </div>
            <label className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 p-3">
              <span>
                <span className="block text-sm font-bold">{t('battles.fast')}</span>
                <span className="text-xs text-muted">{t('battles.fastHint')}</span>
              </span>
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-accent)]"
                checked={fast}
                onChange={(e) => setFast(e.target.checked)}
                data-testid="battle-fast"
              />
            </label>
          </Card>
          <div className="sticky bottom-20 z-10 flex flex-col gap-2 rounded-2xl border border-line bg-surface/95 p-3 md:static">
            <Button size="lg" block disabled={!rounds} loading={create.isPending} onClick={submit} data-testid="create-battle-submit">
              {t('battles.createFor')} <Price cents={invite === 'free' ? costCents * 2 : costCents} />
            </Button>
            <p className="text-center text-[11px] text-muted">{invite === 'free' ? t('contests.payTwo') : t('battles.seatCost')}</p>
          </div>
        </div>
      </div>
      <NoBalanceDialog
        open={errors.noBalance}
        onOpenChange={errors.setNoBalance}
        action="create"
        needCents={invite === 'free' ? costCents * 2 : costCents}
      />
      <VipGuideDialog guide={errors.vip} onClose={() => errors.setVip(null)} />
    </div>
  );
}
