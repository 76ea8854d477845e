import { Protection, type ExclusionBody, type SetLimitBody } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

const key = [...queryRoots.user, 'protection'] as const;

/** GET /api/user/protection */
export function useProtection() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api('/user/protection', { schema: Protection, signal }), enabled: loggedIn });
}

function useSetter<B>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api(path, { method: 'POST', body, schema: Protection }),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
}

export const useSetLimit = () => useSetter<SetLimitBody>('/user/protection/limit');
export const useExclude = () => useSetter<ExclusionBody>('/user/protection/exclusion');
export const useSetRealityCheck = () => useSetter<{ minutes: number | null }>('/user/protection/reality_check');
