import { api } from '../../../lib/api.ts';

/** GET /api/sys/config `ptChannels`: the ad channels whose visitors get Portuguese (docs/product/constants.md, a server setting). */
export async function getPtChannels(): Promise<string[]> {
  const config = await api<{ ptChannels?: unknown }>('/sys/config', { authRedirect: false });
  return Array.isArray(config.ptChannels) ? config.ptChannels.filter((c): c is string => typeof c === 'string') : [];
}
