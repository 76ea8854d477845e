/** Inline SVG illustrations for the home banners (no external assets). */
import { useTranslation } from 'react-i18next';

export function BoxesArt() {
  return (
    <svg viewBox="0 0 260 200" className="h-full w-full" aria-hidden>
      <defs>
        <linearGradient id="ba-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2bf5a0" />
          <stop offset="1" stopColor="#0fb9ff" />
        </linearGradient>
        <linearGradient id="ba-b" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b26bff" />
          <stop offset="1" stopColor="#5b3bff" />
        </linearGradient>
        <radialGradient id="ba-glow">
          <stop offset="0" stopColor="#2bf5a0" stopOpacity="0.55" />
          <stop offset="1" stopColor="#2bf5a0" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="140" cy="120" rx="120" ry="80" fill="url(#ba-glow)" />
      <g transform="translate(40 70) rotate(-10)">
        <path d="M0 22 40 0l40 22v44L40 88 0 66Z" fill="#111a33" stroke="url(#ba-b)" strokeWidth="4" />
        <path d="M0 22l40 22 40-22M40 44v44" fill="none" stroke="url(#ba-b)" strokeWidth="4" />
      </g>
      <g transform="translate(110 40)">
        <path d="M0 30 55 0l55 30v60L55 120 0 90Z" fill="#0f1b33" stroke="url(#ba-a)" strokeWidth="5" />
        <path d="M0 30l55 30 55-30M55 60v60" fill="none" stroke="url(#ba-a)" strokeWidth="5" />
        <text x="55" y="52" textAnchor="middle" fontSize="30" fontWeight="900" fill="#2bf5a0">
          ?
        </text>
      </g>
      <g fill="#ffc83d">
        <path d="M230 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" />
        <path d="M30 40l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" opacity="0.7" />
        <circle cx="210" cy="170" r="4" />
      </g>
    </svg>
  );
}

export function GiftArt() {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 220 200" className="h-full w-full" aria-hidden>
      <defs>
        <linearGradient id="ga-a" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff5fa2" />
          <stop offset="1" stopColor="#b026ff" />
        </linearGradient>
        <radialGradient id="ga-glow">
          <stop offset="0" stopColor="#ff5fa2" stopOpacity="0.5" />
          <stop offset="1" stopColor="#ff5fa2" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="110" cy="110" r="95" fill="url(#ga-glow)" />
      <rect x="50" y="85" width="120" height="90" rx="10" fill="url(#ga-a)" />
      <rect x="40" y="65" width="140" height="30" rx="8" fill="#ff7bb6" />
      <rect x="100" y="65" width="20" height="110" fill="#ffc83d" />
      <path
        d="M110 65c-20-30-50-25-45-8 4 12 30 8 45 8Zm0 0c20-30 50-25 45-8-4 12-30 8-45 8Z"
        fill="none"
        stroke="#ffc83d"
        strokeWidth="7"
        strokeLinejoin="round"
      />
      <text x="110" y="145" textAnchor="middle" fontSize="26" fontWeight="900" fill="#fff">
        {t('uiLabels.freeBadge')}
      </text>
    </svg>
  );
}

export function CoinsArt() {
  return (
    <svg viewBox="0 0 220 200" className="h-full w-full" aria-hidden>
      <defs>
        <radialGradient id="ca-glow">
          <stop offset="0" stopColor="#ffc83d" stopOpacity="0.5" />
          <stop offset="1" stopColor="#ffc83d" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="110" cy="110" r="95" fill="url(#ca-glow)" />
      {[
        [70, 140],
        [110, 150],
        [150, 138],
        [90, 100],
        [135, 95],
        [112, 60],
      ].map(([x, y], i) => (
        <g key={i} transform={`translate(${x} ${y})`}>
          <ellipse rx="26" ry="26" fill="#f0a500" />
          <ellipse rx="20" ry="20" fill="#ffc83d" />
          <text y="7" textAnchor="middle" fontSize="20" fontWeight="900" fill="#8a5a00">
            $
          </text>
        </g>
      ))}
    </svg>
  );
}

export function ShieldArt() {
  return (
    <svg viewBox="0 0 220 200" className="h-full w-full" aria-hidden>
      <defs>
        <linearGradient id="sa-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2bf5a0" />
          <stop offset="1" stopColor="#8b6cff" />
        </linearGradient>
      </defs>
      <g fontFamily="monospace" fontSize="11" fill="#2bf5a0" opacity="0.35">
        <text x="8" y="30">
          9f2c1e4b7a6d5c3b
        </text>
        <text x="120" y="60">
          sha256(seed)
        </text>
        <text x="4" y="170">
          #793618
        </text>
        <text x="130" y="190">
          nonce: 42
        </text>
      </g>
      <path d="M110 20 170 42v50c0 45-35 70-60 82-25-12-60-37-60-82V42Z" fill="#0f1b33" stroke="url(#sa-a)" strokeWidth="6" />
      <path d="m82 98 20 20 38-40" fill="none" stroke="#2bf5a0" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
