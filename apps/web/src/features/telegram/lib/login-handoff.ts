import { BaseInfo } from '@hapa/contracts';
import { setSession } from '../../../lib/session.ts';

/**
 * Login token handoff (docs/product/roles.md#app-shell-and-telegram native messages): the app shell sends its session's Authorization value
 * (`uid:token:channel`); it is kept only when GET /api/user/base_info accepts it. True when signed in now.
 */
export async function handOffLogin(authorization: string, fetchFn: typeof fetch = (...a) => globalThis.fetch(...a)): Promise<boolean> {
  const [uid, token, channel] = authorization.split(':');
  if (!uid || !token || !channel) return false;
  try {
    const res = await fetchFn('/api/user/base_info', {
      headers: { Accept: 'application/json', Authorization: authorization },
      credentials: 'include',
    });
    const body = (await res.json()) as { code?: unknown; data?: unknown };
    const info = BaseInfo.safeParse(body.data);
    if (body.code !== 0 || !info.success || String(info.data.uid) !== uid) return false;
    setSession({
      uid: info.data.uid,
      token,
      channel_type: channel,
      authorization,
      head_img: info.data.head_img,
      nickname: info.data.nickname,
      is_new_user: false,
    });
    return true;
  } catch {
    return false;
  }
}
