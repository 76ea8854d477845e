import { RtpReport } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/transparency/rtp: realised against promised RTP of every box and game, all-time and today. */
export function getRtp(signal?: AbortSignal): Promise<RtpReport> {
  return api('/transparency/rtp', { schema: RtpReport, signal });
}

export function useRtp() {
  return useQuery({ queryKey: ['transparency', 'rtp'], queryFn: ({ signal }) => getRtp(signal), staleTime: 30_000 });
}
