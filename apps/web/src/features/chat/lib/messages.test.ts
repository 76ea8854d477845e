import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@hapa/contracts';
import { canSendText, chatLength, mergeMessages } from './messages.ts';

const msg = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  room: 'support',
  type: 'player',
  userId: 1,
  nickname: '',
  msgType: 1,
  text,
  image: null,
  shippingOrderId: null,
  orderCard: null,
  referChatVipMessage: null,
  gmtCreated: new Date(id * 1000).toISOString(),
});

describe('chat messages (small)', () => {
  it('merges history (newest first) with pushes into one oldest-first list, each id once', () => {
    const out = mergeMessages([msg(3), msg(2), msg(1)], [msg(4), msg(3, 'pushed copy')]);
    expect(out.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(out[2]!.text).toBe('pushed copy');
  });
  it('keeps the newest 100 (docs/product/constants.md#lists-and-pages)', () => {
    const history = Array.from({ length: 100 }, (_, i) => msg(100 - i));
    const out = mergeMessages(history, [msg(101), msg(102)]);
    expect(out).toHaveLength(100);
    expect(out[0]!.id).toBe(3);
    expect(out.at(-1)!.id).toBe(102);
  });
  it('counts code points after trimming; empty is never sendable (docs/product/validation.md#chat)', () => {
    expect(chatLength('  😀a  ')).toBe(2);
    expect(canSendText('   ', 100)).toBe(false);
    expect(canSendText('x'.repeat(100), 100)).toBe(true);
    expect(canSendText('x'.repeat(101), 100)).toBe(false);
    expect(canSendText('x'.repeat(500), 500)).toBe(true);
  });
});
