import { BirthdayDraw, BirthdayInfo, BirthdayObtain } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { vipKeys } from './keys.ts';

/** GET /api/user/birthday (docs/product/entities.md#birthday): whether today is the birthday and this year's gift. */
export function getBirthday(signal?: AbortSignal): Promise<BirthdayInfo> {
  return api('/user/birthday', { schema: BirthdayInfo, signal });
}

export function useBirthday(enabled = true) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: vipKeys.birthday,
    queryFn: ({ signal }) => getBirthday(signal),
    enabled: loggedIn && enabled,
    staleTime: 60_000,
  });
}

/** POST /api/user/birthday/draw: the wheel's prize (drawn once per year). */
export function drawBirthday(): Promise<BirthdayDraw> {
  return api('/user/birthday/draw', { method: 'POST', schema: BirthdayDraw });
}

/** POST /api/user/birthday/obtain (docs/product/endpoints.md#games): claims the gift once. */
export function obtainBirthday(): Promise<BirthdayObtain> {
  return api('/user/birthday/obtain', { method: 'POST', schema: BirthdayObtain });
}
