/** Pirate 2024 artwork (inline SVG, no requests): a closed chest, an open chest of gold, a skull. */

export function ChestClosed({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 24" className={className} aria-hidden>
      <path d="M3 10c0-5 4-8 13-8s13 3 13 8v2H3z" fill="#8a4b1f" />
      <path d="M3 10c0-5 4-8 13-8s13 3 13 8" fill="none" stroke="#c98a2b" strokeWidth="1.6" />
      <rect x="3" y="11" width="26" height="11" rx="1.5" fill="#a55a24" />
      <path d="M8 3.5v18.5M24 3.5v18.5" stroke="#e0a93b" strokeWidth="2" />
      <rect x="13" y="9" width="6" height="7" rx="1.2" fill="#ffc83d" stroke="#7a4a10" strokeWidth="0.8" />
      <circle cx="16" cy="12.2" r="1.1" fill="#3b2205" />
    </svg>
  );
}

export function ChestOpen({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 24" className={className} aria-hidden>
      <path d="M4 9 6 1h20l2 8z" fill="#6d3a16" stroke="#c98a2b" strokeWidth="1.2" strokeLinejoin="round" />
      <ellipse cx="16" cy="11" rx="11.5" ry="3.2" fill="#ffd866" />
      <circle cx="10.5" cy="10" r="2.2" fill="#ffc83d" stroke="#b07a10" strokeWidth="0.7" />
      <circle cx="16" cy="8.8" r="2.4" fill="#ffe08a" stroke="#b07a10" strokeWidth="0.7" />
      <circle cx="21.5" cy="10" r="2.2" fill="#ffc83d" stroke="#b07a10" strokeWidth="0.7" />
      <path d="M14.5 6.5l1.5-2 1.5 2" fill="none" stroke="#fff6c8" strokeWidth="0.9" strokeLinecap="round" />
      <rect x="3" y="11" width="26" height="11" rx="1.5" fill="#a55a24" />
      <path d="M8 11v11M24 11v11" stroke="#e0a93b" strokeWidth="2" />
      <rect x="13" y="11" width="6" height="5" rx="1.2" fill="#ffc83d" stroke="#7a4a10" strokeWidth="0.8" />
    </svg>
  );
}

export function Skull({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      <path
        d="M12 2C7 2 3.5 5.6 3.5 10.2c0 2.7 1.2 4.6 3 5.8V19a1.5 1.5 0 0 0 1.5 1.5h1V18h1.5v2.5h3V18h1.5v2.5h1A1.5 1.5 0 0 0 17.5 19v-3c1.8-1.2 3-3.1 3-5.8C20.5 5.6 17 2 12 2z"
        fill="#ece8df"
      />
      <circle cx="8.6" cy="11" r="2.3" fill="#1b1010" />
      <circle cx="15.4" cy="11" r="2.3" fill="#1b1010" />
      <path d="M12 13.6l-1.3 2.2h2.6z" fill="#1b1010" />
    </svg>
  );
}
