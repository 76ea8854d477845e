import { cn } from '../../../components/index.ts';

const COLORS = ['#7c3aed', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444', '#ec4899', '#6366f1', '#14b8a6'];

export interface PrizeWheelProps {
  /** segment labels in the wheel's published order (drawn clockwise from the pointer) */
  labels: string[];
  /** total rotation in degrees (grows with each spin; the CSS transition animates it) */
  rotation: number;
  /** ms the spin takes */
  durationMs: number;
  size?: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * Rotation that stops segment `index` of `count` under the top pointer, after at least `turns` full turns
 * past `from` (degrees).
 */
export function rotationFor(from: number, index: number, count: number, turns = 5): number {
  const seg = 360 / count;
  const target = 360 - (index + 0.5) * seg; // segment centre under the pointer
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + target;
}

/** Segment index under the pointer at `rotation` degrees. */
export function segmentAt(rotation: number, count: number): number {
  const seg = 360 / count;
  const a = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(a / seg) % count;
}

/** An SVG prize wheel with equal segments and a pointer at the top; it turns by `rotation`. */
export function PrizeWheel({ labels, rotation, durationMs, size = 300, className, ...rest }: PrizeWheelProps) {
  const n = labels.length;
  const r = 100;
  const seg = (2 * Math.PI) / n;
  return (
    <div
      className={cn('relative mx-auto aspect-square', className)}
      style={{ width: size, maxWidth: '100%' }}
      data-testid={rest['data-testid']}
      data-rotation={rotation}
    >
      <svg viewBox="-110 -110 220 220" className="size-full drop-shadow-[0_0_30px_rgba(124,58,237,0.35)]" aria-hidden="true">
        <circle r="108" fill="#1c1530" stroke="#f59e0b" strokeWidth="4" />
        <g style={{ transform: `rotate(${rotation}deg)`, transition: `transform ${durationMs}ms cubic-bezier(0.12, 0.8, 0.18, 1)` }}>
          {labels.map((label, i) => {
            const a0 = -Math.PI / 2 + i * seg;
            const a1 = a0 + seg;
            const large = seg > Math.PI ? 1 : 0;
            const d = `M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 ${large} 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`;
            const mid = a0 + seg / 2;
            const raw = (mid * 180) / Math.PI + 90;
            // labels on the lower half are turned half a turn more so none reads upside down
            const deg = ((raw % 360) + 360) % 360 > 90 && ((raw % 360) + 360) % 360 < 270 ? raw + 180 : raw;
            return (
              <g key={i}>
                <path d={d} fill={COLORS[i % COLORS.length]} stroke="#120d1f" strokeWidth="1.5" />
                <text
                  x={62 * Math.cos(mid)}
                  y={62 * Math.sin(mid)}
                  fill="#fff"
                  fontSize="13"
                  fontWeight="900"
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${deg} ${62 * Math.cos(mid)} ${62 * Math.sin(mid)})`}
                >
                  {label}
                </text>
              </g>
            );
          })}
          <circle r="16" fill="#120d1f" stroke="#f59e0b" strokeWidth="3" />
        </g>
        <path d="M-10 -112 L10 -112 L0 -92 Z" fill="#f59e0b" stroke="#120d1f" strokeWidth="1.5" />
      </svg>
    </div>
  );
}
