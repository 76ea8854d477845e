import type { Container } from '../container.ts';
import type { ChannelGates } from './gateway.ts';

/**
 * The gated realtime channels of the app (RealtimeGateway `gates`): `chat_vip` carries the VIP chat, which only
 * players at the VIP table's `vipChat` level may read (docs/product/validation.md#chat: VIP chat needs VIP 3), so only they hear it live.
 */
export function realtimeGates(s: Container): ChannelGates {
  return {
    chat_vip: (userId) =>
      s.chat.assertVipChat(userId).then(
        () => true,
        () => false,
      ),
  };
}
