import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Drawer, EmptyState, IconTrophy, PageSpinner, cn } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { getSession, useSession } from '../../../lib/session.ts';
import { useCreateSameBattle } from '../api/create-same-battle.ts';
import { useBattleDetailQuery } from '../api/get-battle-detail.ts';
import { useRoundBoxes } from '../api/get-round-box.ts';
import { BattleFairness } from '../components/battle-fairness.tsx';
import { BattleHeader, RoundStrip } from '../components/battle-header.tsx';
import {
  ChooseTeamDialog,
  InviteDialog,
  JoinModeDialog,
  NoBalanceDialog,
  RulesDialog,
  VipGuideDialog,
} from '../components/battle-dialogs.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { InvitePanel, SponsorNote } from '../components/invite-panel.tsx';
import { useReceiveInvite } from '../api/receive-invite.ts';
import { SeatColumn, seatTotalCents } from '../components/seat-column.tsx';
import { TieRoulette } from '../components/tie-roulette.tsx';
import { useBattleActions } from '../hooks/use-battle-actions.ts';
import { useBattleLive } from '../hooks/use-battle-live.ts';
import { useBattleTimeline, type ViewMode } from '../hooks/use-battle-timeline.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const GRID: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 md:grid-cols-4' };

/**
 * /battles/detail/:battleInfo (docs/product/routes.md#battles): seats with join / add bot / fill seats, then the rounds
 * live (type 2, or by default while in progress) or as a replay (type 1), the tie roulette, the
 * result and split; choose-team, join-mode, invite, rules and fairness.
 */
export default function BattleDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uuid = (UUID.exec(useParams().battleInfo ?? '')?.[0] ?? '').toLowerCase();
  const [params] = useSearchParams();
  const uid = useSession()?.uid ?? null;
  const q = useBattleDetailQuery(uuid);
  const detail = q.data;
  useBattleLive(uuid, detail);
  const [replayFrom, setReplayFrom] = useState<number | null>(null);
  const ended = detail?.state === 30;
  const mode: ViewMode = ended ? (replayFrom !== null ? 'replay' : 'final') : 'live';
  // opened on an ended battle: type 1 replays it; type 2 ("Watch" while unread) plays it once too
  const watchedLive = useRef(false);
  const autoReplay = useRef(false);
  if (detail && detail.state !== 30) watchedLive.current = true;
  useEffect(() => {
    if (!ended || autoReplay.current || watchedLive.current) return;
    autoReplay.current = true;
    const type = params.get('type');
    if (type === '1' || (type === '2' && !detail?.hasRead)) setReplayFrom(Date.now());
  }, [ended, params, detail?.hasRead]);
  const { timeline, battleNow } = useBattleTimeline(detail, mode, replayFrom);
  const boxes = useRoundBoxes(detail?.rounds.map((r) => r.box.id) ?? []);
  const actions = useBattleActions(detail);
  const createSame = useCreateSameBattle();
  const receive = useReceiveInvite();
  const [dialog, setDialog] = useState<null | 'rules' | 'fairness' | 'invite' | 'team' | { joinSeat: number }>(null);
  const seated = !!detail?.players.some((p) => p.userId === uid && !p.isBot);
  const isCreator = uid !== null && detail?.creatorId === uid;
  const waiting = detail?.state === 10;
  const invited = params.get('isInvite') === 'true';
  useEffect(() => {
    if (invited && waiting && !seated && !isCreator && detail?.type === 'team' && detail.inviteMode === 'none') setDialog('team');
  }, [invited, waiting, seated, isCreator, detail?.type, detail?.inviteMode]);
  // a signed-out player pressed Join: once signed up (an invite keeps them here, docs/product/states.md#battles), the join dialog opens
  const [pendingSeat, setPendingSeat] = useState<number | null>(null);
  const signedIn = uid !== null;
  useEffect(() => {
    if (pendingSeat === null || !signedIn || !detail) return;
    setPendingSeat(null);
    if (!waiting || seated || isCreator) return;
    setDialog(detail.type === 'team' ? 'team' : { joinSeat: pendingSeat });
  }, [pendingSeat, signedIn, detail, waiting, seated, isCreator]);

  if (q.isLoading) return <PageSpinner />;
  if (!detail)
    return (
      <EmptyState
        icon={<IconTrophy size={28} />}
        title={t('battles.notFound')}
        description={t('battles.notFoundText')}
        data-testid="battle-not-found"
      />
    );

  const onJoinSeat = (seat: number) => {
    if (!getSession()) {
      setPendingSeat(seat);
      return openAuth('signup', invited ? 'invite' : 'battle');
    }
    if (detail.type === 'team') return setDialog('team');
    if (detail.mode !== 'normal') return setDialog({ joinSeat: seat });
    actions.joinSeat(seat);
  };
  const onReceive = () => {
    if (receive.isPending) return;
    receive.mutate(detail.uuid, { onError: actions.handle });
  };
  const totalCents = detail.players.reduce((s, p) => s + seatTotalCents(detail, p.number, timeline.landed), 0);
  const showResult = timeline.phase === 'ended' && ended;
  const seats = detail.players.map((p) => (
    <SeatColumn
      key={p.number}
      detail={detail}
      player={p}
      timeline={timeline}
      battleNow={battleNow}
      boxes={boxes}
      isMe={p.userId === uid && !p.isBot}
      onJoin={waiting && !seated && !isCreator && detail.inviteMode === 'none' ? () => onJoinSeat(p.number) : null}
      onAddBot={waiting && isCreator ? () => actions.addBot(p.number) : null}
      busy={actions.pending}
    />
  ));
  return (
    <div className="flex flex-col gap-4" data-testid="battle-detail" data-state={detail.state} data-phase={timeline.phase}>
      <BattleHeader
        detail={detail}
        timeline={timeline}
        mode={mode}
        totalCents={totalCents}
        onRules={() => setDialog('rules')}
        onFairness={() => setDialog('fairness')}
        onInvite={waiting ? () => setDialog('invite') : null}
        onFill={waiting && isCreator ? () => actions.fillSeats() : null}
        busy={actions.pending}
      />
      {detail.inviteMode !== 'none' && waiting && (invited || !seated) ? (
        <InvitePanel detail={detail} onReceive={onReceive} busy={receive.isPending} />
      ) : null}
      {isCreator && detail.sponsor ? <SponsorNote sponsor={detail.sponsor} /> : null}
      <RoundStrip detail={detail} timeline={timeline} />
      {timeline.phase === 'tie' ? <TieRoulette detail={detail} battleNow={battleNow} /> : null}
      {showResult ? (
        <ResultPanel
          detail={detail}
          myUid={uid}
          onReplay={() => setReplayFrom(Date.now())}
          onCreateSame={
            uid !== null
              ? () => createSame.mutate(detail.uuid, { onSuccess: (r) => navigate(`/battles/detail/${r.uuid}`), onError: actions.handle })
              : null
          }
          creatingSame={createSame.isPending}
        />
      ) : null}
      {detail.type === 'team' ? (
        <div className="grid grid-cols-2 gap-2 md:gap-4">
          {[0, 1].map((team) => (
            <section key={team} className={cn('flex flex-col gap-2 rounded-2xl p-1.5 md:p-2', team ? 'bg-danger/5' : 'bg-rarity-4/5')}>
              <h2 className={cn('px-1 text-xs font-black uppercase tracking-wide', team ? 'text-danger' : 'text-rarity-4')}>
                {t(team ? 'battles.red' : 'battles.blue')}
              </h2>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">{seats.slice(team * 2, team * 2 + 2)}</div>
            </section>
          ))}
        </div>
      ) : (
        <div className={cn('grid gap-2 md:gap-4', GRID[detail.players.length] ?? 'grid-cols-2')}>{seats}</div>
      )}

      <RulesDialog open={dialog === 'rules'} onOpenChange={(o) => setDialog(o ? 'rules' : null)} />
      <InviteDialog uuid={detail.uuid} open={dialog === 'invite'} onOpenChange={(o) => setDialog(o ? 'invite' : null)} />
      <ChooseTeamDialog
        detail={detail}
        open={dialog === 'team'}
        onOpenChange={(o) => setDialog(o ? 'team' : null)}
        onPick={(seat) => {
          setDialog(null);
          actions.joinSeat(seat);
        }}
      />
      {dialog && typeof dialog === 'object' ? (
        <JoinModeDialog
          detail={detail}
          open
          onOpenChange={(o) => !o && setDialog(null)}
          onJoin={() => {
            setDialog(null);
            actions.joinSeat(dialog.joinSeat);
          }}
        />
      ) : null}
      <Drawer
        open={dialog === 'fairness'}
        onOpenChange={(o) => setDialog(o ? 'fairness' : null)}
        title={t('battles.fairTitle')}
        data-testid="fairness-drawer"
      >
        <BattleFairness detail={detail} />
      </Drawer>
      <NoBalanceDialog open={actions.noBalance} onOpenChange={actions.setNoBalance} needCents={coinsToCents(detail.amount)} />
      <VipGuideDialog guide={actions.vip} onClose={() => actions.setVip(null)} />
    </div>
  );
}
