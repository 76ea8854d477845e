import type { BattleDetail } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { openAuth } from '../../../lib/modals.ts';
import { getSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAddBot } from '../api/add-bot.ts';
import { useFillWithBots } from '../api/fill-bots.ts';
import { useJoinBattle } from '../api/join-battle.ts';
import { battleKeys } from '../api/keys.ts';
import { isInApp, postNotEnoughBalance } from '../lib/in-app.ts';

/**
 * VIP guide content (docs/product/validation.md#battle-join "NEED VIP{n} TO CREATE/JOIN BATTLE"): the level, the XP missing and, said to the player,
 * the top-up that unlocks battles (`topUp`, coin units; docs/battles.md#battle-gate).
 */
export interface VipGuide {
  level: number;
  diffXp: number;
  topUp?: number;
}

/**
 * Error handling shared by battle actions (docs/product/errors.md): no session -> sign-up; coin.error.not_enough ->
 * in the app the `not_enough_balance` message, else the "Not enough balance to join it" modal;
 * vip_required -> the VIP guide; other battle errors just clear the busy flag (and the view refreshes).
 */
export function useBattleErrors() {
  const { t } = useTranslation();
  const [noBalance, setNoBalance] = useState(false);
  const [vip, setVip] = useState<VipGuide | null>(null);
  const handle = (err: unknown) => {
    if (isApiError(err, 'coin.error.not_enough')) {
      if (isInApp()) postNotEnoughBalance();
      else setNoBalance(true);
    } else if (isApiError(err, 'battle.error.vip_required')) {
      setVip((err.details as VipGuide | undefined) ?? { level: 1, diffXp: 0 });
    } else if (isApiError(err) && (err.status === 401 || err.key.startsWith('battle.'))) {
      // silent (docs/product/errors.md#client-handling): the refreshed battle shows what changed
    } else {
      toast.error(isApiError(err) ? err.message : t('common.somethingWrong'));
    }
  };
  return { handle, noBalance, setNoBalance, vip, setVip };
}

/** Join / add bot / fill seats for one battle, one request at a time. */
export function useBattleActions(detail: BattleDetail | undefined) {
  const queryClient = useQueryClient();
  const errors = useBattleErrors();
  const join = useJoinBattle();
  const bot = useAddBot();
  const fill = useFillWithBots();
  const busy = useRef(false);
  const run = (action: () => Promise<unknown>) => {
    if (!detail || busy.current) return;
    if (!getSession()) {
      openAuth('signup', 'battle');
      return;
    }
    busy.current = true;
    action()
      .catch((err) => {
        errors.handle(err);
        void queryClient.invalidateQueries({ queryKey: battleKeys.detail(detail.uuid) });
      })
      .finally(() => (busy.current = false));
  };
  return {
    ...errors,
    pending: join.isPending || bot.isPending || fill.isPending,
    joinSeat: (number: number) => run(() => join.mutateAsync({ uuid: detail!.uuid, number })),
    addBot: (number: number) => run(() => bot.mutateAsync({ uuid: detail!.uuid, number })),
    fillSeats: () => run(() => fill.mutateAsync(detail!.uuid)),
  };
}
