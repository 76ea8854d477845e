import type { BattleDetail } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Countdown, Price } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { readJson, removeKey, writeJson } from '../../../lib/storage.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { useInviteInfoQuery } from '../api/get-invite-info.ts';

/** The free invite a signed-out friend chose to take: its seat is taken once they have signed up. */
const PENDING_KEY = 'hapa.invite.freeSeat';

/**
 * The invite of a battle opened from its link (/battles/detail/{uuid}?isInvite=true; docs/product/endpoints.md#battles free/invite/info):
 * who invites, who pays the seat (free when the creator paid it), the expiry, and the one button that fits:
 * sign in (a free seat: sign up, and the seat is taken at once, with no top-up: docs/battles.md#free-invite), take
 * the free seat, or join for the seat cost.
 */
export function InvitePanel({ detail, onReceive, busy }: { detail: BattleDetail; onReceive: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const q = useInviteInfoQuery(detail.uuid, detail.inviteMode !== 'none');
  const info = q.data;
  // the friend who signs up from a free invite takes its seat as soon as they have an account (docs/battles.md#free-invite)
  const [wantsSeat, setWantsSeat] = useState(() => readJson<string>(PENDING_KEY) === detail.uuid);
  useEffect(() => {
    if (!wantsSeat || !loggedIn || !info) return;
    setWantsSeat(false);
    removeKey(PENDING_KEY);
    if (info.payer === 'creator' && info.canReceive) onReceive();
  }, [wantsSeat, loggedIn, info, onReceive]);
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
          <Button
            block
            onClick={() => {
              if (free) {
                writeJson(PENDING_KEY, detail.uuid);
                setWantsSeat(true);
              }
              openAuth(free ? 'signup' : 'login', 'invite');
            }}
            data-testid="invite-sign-in"
          >
            {free ? t('contests.signUpForFreeSeat') : t('contests.signInToJoin')}
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

/**
 * What the creator of a free invite is told about the friend's seat they paid (docs/battles.md#free-invite): held for
 * the friend until the link expires (then refunded), taken, or refunded.
 */
export function SponsorNote({ sponsor }: { sponsor: NonNullable<BattleDetail['sponsor']> }) {
  const { t } = useTranslation();
  const amount = formatCoins(coinsToCents(sponsor.amount));
  const time = sponsor.expiresAt ? formatDateTime(sponsor.expiresAt) : '';
  return (
    <p
      className="rounded-xl border border-accent/30 bg-accent/10 px-3 py-2 text-sm text-fg"
      data-testid="sponsor-note"
      data-state={sponsor.state}
    >
      {t(`battles.freeInvite.${sponsor.state}`, { amount, time })}
    </p>
  );
}
