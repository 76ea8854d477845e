import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/index.ts';
import { WHEEL_AUTO_SPIN_MS, WHEEL_SPIN_MS, wheelRotation, wheelSlices } from '../../lib/gift-bag.ts';
import { motionMs, prefersReducedMotion } from '../../../../lib/use-prefers-reduced-motion.ts';

const COLOURS = ['#2bf5a0', '#7c5cff', '#ffc83d', '#ff5c8a', '#38bdf8', '#f97316', '#a3e635', '#e879f9'];

/** SVG path of slice `i` of `n` on a circle of radius `r` centred at (r, r), starting at the top. */
function slicePath(i: number, n: number, r: number): string {
  const a0 = (i / n) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((i + 1) / n) * 2 * Math.PI - Math.PI / 2;
  const p = (a: number) => `${r + r * Math.cos(a)} ${r + r * Math.sin(a)}`;
  return `M ${r} ${r} L ${p(a0)} A ${r} ${r} 0 0 1 ${p(a1)} Z`;
}

/**
 * Gift-bag wheel (docs/product/states.md#gift-bag step 2): the slices are ROI percentages, the bag's ROI among them; it spins by
 * itself after 5 s (or on SPIN), turns for 3 s and stops on the bag's ROI, then calls `onDone`.
 */
export function GiftWheel({ roi, onDone }: { roi: number; onDone: () => void }) {
  const { t } = useTranslation();
  const slices = wheelSlices(roi);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [left, setLeft] = useState(Math.ceil(WHEEL_AUTO_SPIN_MS / 1000));
  const done = useRef(onDone);
  done.current = onDone;

  function spin() {
    if (spinning) return;
    setSpinning(true);
    setRotation(wheelRotation(slices.indexOf(roi), slices.length));
    setTimeout(() => done.current(), motionMs(WHEEL_SPIN_MS, prefersReducedMotion()) + 300);
  }
  const spinRef = useRef(spin);
  spinRef.current = spin;

  useEffect(() => {
    const auto = setTimeout(() => spinRef.current(), WHEEL_AUTO_SPIN_MS);
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => {
      clearTimeout(auto);
      clearInterval(tick);
    };
  }, []);

  const r = 120;
  return (
    <div className="flex flex-col items-center gap-4" data-testid="gift-wheel" data-spinning={spinning || undefined}>
      <div className="relative size-60">
        <span
          className="absolute left-1/2 top-[-6px] z-10 h-0 w-0 -translate-x-1/2 border-x-[10px] border-t-[18px] border-x-transparent border-t-white drop-shadow"
          aria-hidden
        />
        <svg
          viewBox={`0 0 ${2 * r} ${2 * r}`}
          className="size-full rounded-full shadow-[0_0_40px_rgb(124_92_255/0.45)]"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinning ? `transform ${WHEEL_SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.2, 1)` : undefined,
          }}
          role="img"
          aria-label={slices.map((s) => `${s}%`).join(', ')}
        >
          {slices.map((s, i) => {
            const mid = ((i + 0.5) / slices.length) * 360;
            return (
              <g key={`${s}-${i}`}>
                <path d={slicePath(i, slices.length, r)} fill={COLOURS[i % COLOURS.length]} stroke="#0b1020" strokeWidth="2" />
                <text
                  x={r}
                  y={34}
                  transform={`rotate(${mid} ${r} ${r})`}
                  textAnchor="middle"
                  className="fill-[#0b1020] text-[18px] font-black"
                >
                  {s}%
                </text>
              </g>
            );
          })}
          <circle cx={r} cy={r} r={26} fill="#0b1020" stroke="#ffffff" strokeWidth="3" />
        </svg>
      </div>
      <Button variant="gold" size="lg" onClick={spin} disabled={spinning} data-testid="gift-spin">
        {t('wallet.gift.spin')}
      </Button>
      <p className="h-4 text-xs text-muted">{spinning ? null : t('wallet.gift.spinHint', { seconds: left })}</p>
    </div>
  );
}
