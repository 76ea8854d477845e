import { GuideStatus, type GuideName } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getSession } from '../../../lib/session.ts';
import { guideStatusKey } from './get-guide-status.ts';

/** POST /api/sys/finish_guide {guide}: moves the player's guide state forward; the answer replaces the cached status. */
export function useFinishGuide() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (guide: GuideName) => api('/sys/finish_guide', { method: 'POST', body: { guide }, schema: GuideStatus }),
    onSuccess: (status) => qc.setQueryData(guideStatusKey(getSession()?.uid ?? null), status),
  });
}
