import type { BattleDetail } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Button, Card, Countdown, Price } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useInviteInfoQuery } from '../api/get-invite-info.ts';

/**
 * The invite of a battle opened from its link (/battles/detail/{uuid}?isInvite=true; spec §7 free/invite/info):
 * who invites, who pays the seat (free when the creator paid it), the expiry, and the one button that fits:
 * sign in, take the free seat, or join for the seat cost.
 */
export function InvitePanel({ detail, onReceive, busy }: { detail: BattleDetail; onReceive: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const q = useInviteInfoQuery(detail.uuid, detail.inviteMode !== 'none');
  const info = q.data;
  if (!info) return null;
  const free = info.payer === 'creator';
  let status: string | null = null;
  if (info.battle.state !== 10) status = t('contests.inviteClosed');
  else if (info.expired) status = t('contests.inviteExpired');
  else if (free && !info.freeSeat) status = t('contests.inviteUsed');
  return (
    <Card
      className="flex flex-col gap-3 border-accent/40 md:flex-row md:items-center md:justify-between"
      data-testid="invite-panel"
      data-payer={info.payer}
    >
      <div className="flex items-center gap-3">
        <img src={info.creator.headImg} alt="" className="size-11 rounded-full border border-line object-cover" />
        <div className="min-w-0">
          <p className="font-bold">{t('contests.inviteFrom', { name: info.creator.nickname })}</p>
          <p className="text-sm text-muted">
            {free && info.freeSeat ? (
              t('contests.invitePaid', { name: info.creator.nickname })
            ) : (
              <>
                {t('contests.invitePay')} <Price coins={info.seatCost} />
              </>
            )}
          </p>
          {info.expiresAt && !info.expired && info.battle.state === 10 ? (
            <p className="text-xs text-muted">
              {t('contests.inviteExpires')}{' '}
              <Countdown endsAt={Date.parse(info.expiresAt)} onEnd={() => void q.refetch()} className="font-semibold tabular-nums" />
            </p>
          ) : null}
        </div>
      </div>
      <div className="md:w-64">
        {status ? (
          <p className="rounded-lg border border-dashed border-line p-2 text-center text-sm text-muted" data-testid="invite-status">
            {status}
          </p>
        ) : !loggedIn ? (
          <Button block onClick={() => openAuth('login', 'invite')} data-testid="invite-sign-in">
            {t('contests.signInToJoin')}
          </Button>
        ) : info.canReceive ? (
          <Button block loading={busy} onClick={onReceive} data-testid="invite-receive">
            {free ? (
              t('contests.takeFree')
            ) : (
              <>
                {t('contests.joinFor')} <Price coins={info.seatCost} />
              </>
            )}
          </Button>
        ) : (
          <p className="rounded-lg border border-dashed border-line p-2 text-center text-sm text-muted">{t('contests.youAreIn')}</p>
        )}
      </div>
    </Card>
  );
}
