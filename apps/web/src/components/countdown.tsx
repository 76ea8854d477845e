import { useEffect, useRef, useState } from 'react';
import { cn } from './cn.ts';

/** Splits milliseconds into zero-padded parts; negative input counts as 0. */
export function countdownParts(ms: number): { days: number; hours: string; minutes: string; seconds: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days: Math.floor(total / 86_400),
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

/** "1d 02:03:04" or "02:03:04". */
export function formatCountdown(ms: number): string {
  const p = countdownParts(ms);
  const hms = `${p.hours}:${p.minutes}:${p.seconds}`;
  return p.days > 0 ? `${p.days}d ${hms}` : hms;
}

interface CountdownProps {
  /** end time as epoch ms */
  endsAt: number;
  onEnd?: () => void;
  className?: string;
}

/** Ticking countdown to `endsAt`; calls `onEnd` once when it reaches zero. */
export function Countdown({ endsAt, onEnd, className }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    ended.current = false;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [endsAt]);

  const left = endsAt - now;
  useEffect(() => {
    if (left <= 0 && !ended.current) {
      ended.current = true;
      onEndRef.current?.();
    }
  }, [left]);

  return (
    // the server's first screen counted from its own clock: the browser's first tick corrects it (no re-render)
    <time className={cn('font-mono tabular-nums', className)} dateTime={new Date(endsAt).toISOString()} suppressHydrationWarning>
      {formatCountdown(left)}
    </time>
  );
}
