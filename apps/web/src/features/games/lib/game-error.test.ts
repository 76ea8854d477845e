import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { closeTopUp, getModalState } from '../../../lib/modals.ts';
import { dismissToast, getToasts } from '../../../lib/toast-store.ts';
import { reportGameError } from './game-error.ts';

// the real modal and toast stores (the unit tests share modules, `isolate: false`: a module mock would leak)
const refused = (key: string) => new ApiError(key, `refused: ${key}`, 400);
const errorToasts = () =>
  getToasts()
    .filter((t) => t.tone === 'error')
    .map((t) => t.message);

describe('reportGameError (docs/product/errors.md#client-handling)', () => {
  beforeEach(() => {
    closeTopUp();
    for (const t of getToasts()) dismissToast(t.id);
  });

  it('opens the top-up on coin.error.not_enough, without a toast or the handlers', () => {
    const handler = vi.fn();
    reportGameError(refused('coin.error.not_enough'), { 'coin.error.not_enough': handler });
    expect(getModalState().topUp).toBe(true);
    expect(errorToasts()).toEqual([]);
    expect(handler).not.toHaveBeenCalled();
  });

  it("runs the key's handler, then toasts the message", () => {
    const handler = vi.fn();
    reportGameError(refused('mines.error.round_open'), { 'mines.error.round_open': handler, 'other.key': vi.fn() });
    expect(handler).toHaveBeenCalledOnce();
    expect(errorToasts()).toEqual(['refused: mines.error.round_open']);
    expect(getModalState().topUp).toBe(false);
  });

  it("keeps the toast away when the handler answers 'silent'", () => {
    reportGameError(refused('treasure_hunter.error.level'), { 'treasure_hunter.error.level': () => 'silent' });
    expect(errorToasts()).toEqual([]);
    expect(getModalState().topUp).toBe(false);
  });

  it('toasts an error that is not an ApiError, and nothing on a 401', () => {
    reportGameError(new Error('network down'));
    reportGameError(new ApiError('auth.error.expired', 'signed out', 401));
    expect(errorToasts()).toHaveLength(1);
  });
});
