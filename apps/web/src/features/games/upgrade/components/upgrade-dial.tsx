import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/index.ts';
import { formatChance, rollAngle } from '../lib/upgrade-chance.ts';
import { prefersReducedMotion } from '../../../../lib/use-prefers-reduced-motion.ts';
import { formatNumber } from '../../../../lib/i18n/format.ts';

const SPIN_MS = 4_000;
const R = 84;
const C = 2 * Math.PI * R;

export interface UpgradeDialProps {
  /** the chance shown as the win arc, ppm (the preview, or the rolled round's) */
  pPpm: number | null;
  /** the server's result to land on; a new `id` starts a spin */
  result: { id: number; roll: number; win: boolean } | null;
  /** called once the pointer has landed on the result */
  onDone: () => void;
  /** what the centre shows before a roll (the target) */
  idle?: ReactNode;
}

/**
 * The upgrade dial (fairness.md "Upgrade"): a ring whose win arc from the top covers pPpm / 1,000,000 of the turn,
 * and a pointer that spins and lands on the server's roll (roll / 1,000,000 of a turn, clockwise from the top), so
 * it stops inside the arc exactly when roll < pPpm. With prefers-reduced-motion the pointer jumps to the roll.
 * `data-state` idle | spinning | done; once done `data-win` is the server's outcome.
 */
export function UpgradeDial({ pPpm, result, onDone, idle }: UpgradeDialProps) {
  const { t } = useTranslation();
  const [rotation, setRotation] = useState(0);
  const [state, setState] = useState<'idle' | 'spinning' | 'done'>('idle');
  const [animate, setAnimate] = useState(false);
  const rotationRef = useRef(0);
  const landed = useRef<number | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const pointerEnd = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!result) {
      setState('idle');
      return;
    }
    const current = rotationRef.current;
    // at least four full turns forward, then the roll's angle
    const next = current - (current % 360) + 360 * 5 + rollAngle(result.roll);
    rotationRef.current = next;
    const finish = () => {
      if (landed.current === result.id) return;
      landed.current = result.id;
      setState('done');
      onDoneRef.current();
    };
    if (prefersReducedMotion()) {
      setAnimate(false);
      setRotation(next);
      finish();
      return;
    }
    setAnimate(true);
    setState('spinning');
    setRotation(next);
    // the transition's end lands it; this only covers a tab hidden mid-spin (no transitionend)
    const fallback = setTimeout(finish, SPIN_MS + 400);
    pointerEnd.current = finish;
    return () => clearTimeout(fallback);
  }, [result?.id]); // one spin per result: keyed on its id only

  const frac = Math.max(0, Math.min(1, (pPpm ?? 0) / 1_000_000));
  const done = state === 'done' && result !== null;
  const tone = done ? (result.win ? 'win' : 'lose') : 'idle';

  return (
    <div
      className="relative mx-auto aspect-square w-full max-w-[17rem] sm:max-w-[19rem]"
      data-testid="upgrade-dial"
      data-state={state}
      data-win={done ? String(result.win) : undefined}
      data-roll={result ? String(result.roll) : undefined}
      data-ppm={pPpm ?? undefined}
      role="img"
      aria-label={t('gamesUpgrade.dialLabel', { chance: pPpm === null ? '–' : formatChance(pPpm) })}
    >
      <svg viewBox="0 0 200 200" className="size-full" aria-hidden>
        <defs>
          <filter id="upgrade-glow" x="-20%" y="-20%" width="140%" height="140%">
            <feGaussianBlur stdDeviation="3" result="b" />
            <feMerge>
              <feMergeNode in="b" />
              <feMergeNode in="SourceGraphic" />
            </feMerge>
          </filter>
        </defs>
        <circle cx="100" cy="100" r="96" fill="rgb(10 15 28)" stroke="rgb(36 48 82)" strokeWidth="1.5" />
        <circle cx="100" cy="100" r={R} fill="none" stroke="rgb(28 38 66)" strokeWidth="16" />
        <circle
          cx="100"
          cy="100"
          r={R}
          fill="none"
          stroke={tone === 'lose' ? 'rgb(43 245 160 / 0.45)' : 'rgb(43 245 160)'}
          strokeWidth="16"
          strokeDasharray={`${frac * C} ${C}`}
          transform="rotate(-90 100 100)"
          filter={tone === 'win' ? 'url(#upgrade-glow)' : undefined}
          className="transition-[stroke-dasharray] duration-300 motion-reduce:transition-none"
          data-testid="upgrade-dial-arc"
        />
        {Array.from({ length: 40 }, (_, i) => (
          <line
            key={i}
            x1="100"
            y1={i % 10 === 0 ? 4 : 7}
            x2="100"
            y2="11"
            stroke="rgb(124 136 170 / 0.55)"
            strokeWidth={i % 10 === 0 ? 1.6 : 0.8}
            transform={`rotate(${i * 9} 100 100)`}
          />
        ))}
        <circle
          cx="100"
          cy="100"
          r="70"
          fill="rgb(15 21 38)"
          stroke={tone === 'win' ? 'rgb(43 245 160 / 0.6)' : tone === 'lose' ? 'rgb(255 77 106 / 0.6)' : 'rgb(36 48 82)'}
          strokeWidth="1.5"
        />
      </svg>
      {/* the pointer: a needle on the ring, turned by roll / 1e6 of a turn */}
      <div
        className="pointer-events-none absolute inset-0"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.8, 0.22, 1)` : 'none',
        }}
        onTransitionEnd={(e) => {
          if (e.propertyName === 'transform') pointerEnd.current?.();
        }}
        data-testid="upgrade-dial-pointer"
        data-rotation={rotation}
      >
        <svg viewBox="0 0 200 200" className="size-full" aria-hidden>
          <path
            d="M100 30 L92 6 L108 6 Z"
            fill={tone === 'lose' ? 'rgb(255 77 106)' : 'rgb(233 237 248)'}
            stroke="rgb(7 10 19)"
            strokeWidth="1.5"
            strokeLinejoin="round"
            filter={tone === 'win' ? 'url(#upgrade-glow)' : undefined}
          />
          <circle cx="100" cy="30" r="3" fill="rgb(7 10 19)" />
        </svg>
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center" aria-live="polite">
        {state === 'spinning' ? (
          <p className="text-sm font-bold uppercase tracking-widest text-muted">{t('gamesUpgrade.rolling')}</p>
        ) : done ? (
          <>
            <p className={cn('text-2xl font-black uppercase italic sm:text-3xl', result.win ? 'text-accent' : 'text-danger')}>
              {t(result.win ? 'gamesUpgrade.win' : 'gamesUpgrade.lose')}
            </p>
            <p className="mt-1 font-mono text-xs text-muted">
              {t('gamesUpgrade.dialResult', { roll: formatNumber(result.roll), outcome: result.win ? '✓' : '✗' })}
            </p>
          </>
        ) : (
          idle
        )}
      </div>
    </div>
  );
}
