import { CreateBattleResponse, type ChallengeBotBody } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useBattleErrors } from '../../battles/index.ts';
import { newKey } from '../lib/keys.ts';

export type ChallengeInput = { kind: 'bot'; body: ChallengeBotBody } | { kind: 'boss'; body: { boxId: number; count: number } };

/**
 * POST /api/battle/v2/challenge/bot (a bot) or /challenge/boss (the boss: same boxes, wins ties): a 1v1
 * started at once, seat charged. @throws ApiError coin.error.not_enough | battle.error.vip_required
 */
export function startChallenge(input: ChallengeInput & { idempotencyKey: string }): Promise<CreateBattleResponse> {
  return api(`/battle/v2/challenge/${input.kind}`, {
    method: 'POST',
    body: input.body,
    schema: CreateBattleResponse,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

/** Starts a challenge (sign-up first when signed out, one key per click), then opens its battle page; errors as battles handle them. */
export function useStartChallenge() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const errors = useBattleErrors();
  const key = useRef(newKey());
  const m = useMutation({
    mutationFn: startChallenge,
    meta: { silent: true },
    onSuccess: (res) => setCachedBalance(queryClient, res.balance),
  });
  const start = (input: ChallengeInput) => {
    if (!loggedIn) return openAuth('signup', 'battle');
    if (m.isPending) return;
    m.mutate({ ...input, idempotencyKey: key.current } as ChallengeInput & { idempotencyKey: string }, {
      onSuccess: (r) => navigate(`/battles/detail/${r.uuid}`),
      onError: (e) => {
        key.current = newKey();
        errors.handle(e);
      },
    });
  };
  return { start, pending: m.isPending, errors };
}
