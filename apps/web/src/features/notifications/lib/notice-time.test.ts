import { describe, expect, it } from 'vitest';
import { formatNoticeTime } from './notice-time.ts';

describe('formatNoticeTime', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  it('relative within a week, then the date', () => {
    expect(formatNoticeTime('2026-06-15T11:59:30Z', now)).toBe('now');
    expect(formatNoticeTime('2026-06-15T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatNoticeTime('2026-06-15T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatNoticeTime('2026-06-14T12:00:00Z', now)).toBe('yesterday');
    expect(formatNoticeTime('2026-06-01T12:00:00Z', now)).toMatch(/^Jun 1, 2026/);
  });
  it('in the reader language', () => {
    expect(formatNoticeTime('2026-06-15T11:55:00Z', now, 'pt-BR')).toBe('há 5 minutos');
    expect(formatNoticeTime('2026-06-14T12:00:00Z', now, 'pt-BR')).toBe('ontem');
    expect(formatNoticeTime('2026-06-01T12:00:00Z', now, 'pt-BR')).toMatch(/^1 de jun\. de 2026/);
  });
});
