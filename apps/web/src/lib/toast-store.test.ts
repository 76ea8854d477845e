import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, MAX_TOASTS, showToast, TOAST_MS } from './toast-store.ts';

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most 3 toasts, dropping the oldest', () => {
    for (let i = 0; i < 5; i++) showToast(`m${i}`);
    expect(getToasts().map((t) => t.message)).toEqual(['m2', 'm3', 'm4']);
    expect(getToasts()).toHaveLength(MAX_TOASTS);
  });

  it('removes a toast after 3000 ms', () => {
    vi.useFakeTimers();
    showToast('bye');
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('does not repeat an identical message', () => {
    const a = showToast('same', 'error');
    const b = showToast('same', 'error');
    expect(a).toBe(b);
    expect(getToasts()).toHaveLength(1);
  });
});
