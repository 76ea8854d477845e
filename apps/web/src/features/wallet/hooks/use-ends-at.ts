import { useMemo } from 'react';

/**
 * End time (epoch ms, this device's clock) of something the server says ends in `remainingSeconds`,
 * fixed per server answer (`answeredAt`), so a skewed device clock does not shorten a countdown.
 */
export function useEndsAt(remainingSeconds: number | undefined, answeredAt: number): number | null {
  return useMemo(() => (remainingSeconds === undefined ? null : Date.now() + remainingSeconds * 1000), [remainingSeconds, answeredAt]);
}
