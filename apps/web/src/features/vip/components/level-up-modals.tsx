import { LEVEL_UP_TIMINGS, levelUpSequence } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Dialog, IconSparkles, IconTrophy } from '../../../components/index.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { usePopupSlot } from '../../../lib/popup-queue.ts';
import { getSocket } from '../../../lib/realtime.ts';
import { useSession } from '../../../lib/session.ts';
import { readJson, STORAGE_KEYS } from '../../../lib/storage.ts';
import { markLevelSeen, useVip } from '../api/get-vip.ts';
import { vipKeys } from '../api/keys.ts';
import { PerkList } from './perk-list.tsx';

type Step = 'level' | 'more' | 'perk';
interface Sequence {
  before: number;
  after: number;
  step: Step;
  perks: boolean;
}

/** `true` turns the level-up modals off, like the other guides (`hapa.guide.*`; journeys about other features set it). */
export const LEVEL_UP_GUIDE_KEY = `${STORAGE_KEYS.guidePrefix}levelUp`;

/**
 * The level-up sequence of docs/product/states.md#level-up for any money action (deposit, open, battle), on any device: when the
 * server's level (GET /api/user/vip) is above the last level the player has been shown (`levelSeen`, kept on
 * the server), from below 4 to 4 or more -> the level modal (2 s), "one more thing" (3 s), then the VIP perk
 * modal; any other level-up -> the level modal. Showing it reports the level (POST /api/user/vip/level_seen),
 * so every other browser plays it no more. The VIP data is re-read after every balance push, so XP earned
 * anywhere is seen. It waits for its turn in the popup queue (never on top of another pop).
 */
export function LevelUpModals({
  paused = false,
}: {
  /** bare pages (payment results, checkout): wait until the player is back in the app */ paused?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const vip = useVip();
  const [seq, setSeq] = useState<Sequence | null>(null);
  const reported = useRef(-1);

  // a balance push means XP may have moved: re-read the VIP state and base info (debounced)
  useEffect(() => {
    if (!session) return;
    const socket = getSocket();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onBalance = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: vipKeys.vip });
        void queryClient.invalidateQueries({ queryKey: queryRoots.baseInfo });
      }, 400);
    };
    socket.on('notify:balance', onBalance);
    return () => {
      socket.off('notify:balance', onBalance);
      if (timer) clearTimeout(timer);
    };
  }, [session, queryClient]);

  const v = vip.data;
  const due = !!v && !!session && !paused && v.level > v.levelSeen && reported.current < v.level;
  const turn = usePopupSlot('levelUp', seq || due ? 'want' : 'none');

  useEffect(() => {
    if (!turn || !due || seq || !v) return;
    const kind = levelUpSequence(v.levelSeen, v.level);
    reported.current = v.level;
    // shown once: the server keeps the level seen for every device of the player
    void markLevelSeen(v.level)
      .then(() => queryClient.invalidateQueries({ queryKey: vipKeys.vip }))
      .catch(() => undefined);
    if (!kind || readJson<boolean>(LEVEL_UP_GUIDE_KEY) === true) return;
    setSeq({ before: v.levelSeen, after: v.level, step: 'level', perks: kind === 'vip_perk' });
  }, [turn, due, seq, v, queryClient]);

  // the timed steps of the VIP perk sequence
  useEffect(() => {
    if (!seq?.perks || seq.step === 'perk') return;
    const ms = seq.step === 'level' ? LEVEL_UP_TIMINGS.levelModalMs : LEVEL_UP_TIMINGS.oneMoreThingMs;
    const id = setTimeout(() => setSeq((s) => (s ? { ...s, step: s.step === 'level' ? 'more' : 'perk' } : s)), ms);
    return () => clearTimeout(id);
  }, [seq]);

  if (!seq) return null;
  const close = () => setSeq(null);
  const level = vip.data?.levels[seq.after];
  const gift = level?.perks.levelUpItem ?? null;
  return (
    <>
      <Dialog
        open={seq.step === 'level'}
        onOpenChange={(o) => !o && (seq.perks ? setSeq({ ...seq, step: 'more' }) : close())}
        title={t('vip.levelUp.title')}
        size="sm"
        data-testid="level-up-modal"
      >
        <div className="flex flex-col items-center gap-3 text-center" data-level={seq.after}>
          <span className="flex size-20 animate-pop items-center justify-center rounded-3xl bg-gradient-to-br from-violet to-accent text-white shadow-lg shadow-violet/40">
            <IconTrophy size={40} />
          </span>
          <p className="text-2xl font-black italic">{t('vip.levelUp.reached', { level: seq.after })}</p>
          {gift ? <p className="text-sm text-muted">{t('vip.levelUp.gift', { name: gift.name })}</p> : null}
          {!seq.perks ? (
            <Button block onClick={close} data-testid="level-up-ok">
              {t('vip.levelUp.ok')}
            </Button>
          ) : null}
        </div>
      </Dialog>
      <Dialog
        open={seq.step === 'more'}
        onOpenChange={(o) => !o && setSeq({ ...seq, step: 'perk' })}
        title={t('vip.levelUp.oneMoreThing')}
        size="sm"
        data-testid="level-up-more"
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-accent/15 text-accent">
            <IconSparkles size={32} />
          </span>
          <p className="text-sm text-muted">{t('vip.levelUp.oneMoreThingText', { level: seq.after })}</p>
        </div>
      </Dialog>
      <Dialog
        open={seq.step === 'perk'}
        onOpenChange={(o) => !o && close()}
        title={t('vip.levelUp.perkTitle', { level: seq.after })}
        size="sm"
        data-testid="level-up-perk"
      >
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('vip.levelUp.perkText')}</p>
          {level && vip.data ? <PerkList level={level} battleMinLevel={vip.data.battleMinLevel} onNavigate={close} /> : null}
          <Link
            to="/vip"
            onClick={close}
            className="text-center text-sm font-semibold text-accent hover:underline"
            data-testid="level-up-see-perks"
          >
            {t('vip.levelUp.seePerks')}
          </Link>
          <Button block onClick={close} data-testid="level-up-perk-ok">
            {t('vip.levelUp.ok')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
