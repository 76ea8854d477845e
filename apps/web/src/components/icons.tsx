import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function base({ size = 20, ...rest }: IconProps) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    ...rest,
  };
}

function make(paths: string[]) {
  return function Icon(props: IconProps) {
    return (
      <svg {...base(props)}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const IconSearch = make(['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z', 'm21 21-4.3-4.3']);
export const IconMenu = make(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const IconClose = make(['M18 6 6 18', 'm6 6 12 12']);
export const IconHome = make(['M3 10.5 12 3l9 7.5', 'M5 9.5V21h14V9.5', 'M9.5 21v-6h5v6']);
export const IconGift = make([
  'M20 12v9H4v-9',
  'M2 7h20v5H2z',
  'M12 21V7',
  'M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Z',
  'M12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z',
]);
export const IconGamepad = make([
  'M6 11h4',
  'M8 9v4',
  'M15 12h.01',
  'M18 10h.01',
  'M17.3 5H6.7a4 4 0 0 0-3.9 3.2l-1 5.3a3 3 0 0 0 5.3 2.4L8.6 14h6.8l1.5 1.9a3 3 0 0 0 5.3-2.4l-1-5.3A4 4 0 0 0 17.3 5Z',
]);
export const IconDollar = make(['M12 2v20', 'M17 6.5C17 4.6 14.8 4 12 4S7 5 7 7.3c0 4.9 10 2.5 10 7.6C17 17.4 14.8 19 12 19s-5-1-5-3.2']);
export const IconUser = make(['M20 21a8 8 0 0 0-16 0', 'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z']);
export const IconChevronLeft = make(['m15 18-6-6 6-6']);
export const IconChevronRight = make(['m9 18 6-6-6-6']);
export const IconChevronDown = make(['m6 9 6 6 6-6']);
export const IconCheck = make(['M20 6 9 17l-5-5']);
export const IconX = make(['M18 6 6 18', 'm6 6 12 12']);
export const IconShield = make(['M12 22s8-3.5 8-10V5l-8-3-8 3v7c0 6.5 8 10 8 10Z', 'm9 12 2 2 4-4']);
export const IconTruck = make([
  'M1 4h14v12H1z',
  'M15 8h4l4 4v4h-8',
  'M5.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  'M18.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
]);
export const IconLock = make(['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4']);
export const IconBox = make(['M21 8 12 3 3 8v8l9 5 9-5Z', 'm3 8 9 5 9-5', 'M12 13v8']);
export const IconPlus = make(['M12 5v14', 'M5 12h14']);
export const IconMinus = make(['M5 12h14']);
export const IconLogout = make(['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9']);
export const IconCart = make(['M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.3a2 2 0 0 0 2-1.5L21 7H6', 'M9 21h.01', 'M18 21h.01']);
export const IconSparkles = make([
  'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8Z',
  'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z',
]);
export const IconRefresh = make(['M21 12a9 9 0 1 1-2.6-6.4', 'M21 3v6h-6']);
export const IconCopy = make(['M9 9h12v12H9z', 'M5 15H3V3h12v2']);
export const IconBolt = make(['M13 2 3 14h9l-1 8 10-12h-9Z']);
export const IconInfo = make(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 16v-4', 'M12 8h.01']);
export const IconCard = make(['M2 5h20v14H2z', 'M2 10h20', 'M6 15h4']);
export const IconHelp = make(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3', 'M12 17h.01']);
export const IconTrophy = make(['M8 21h8', 'M12 17v4', 'M7 4h10v6a5 5 0 0 1-10 0Z', 'M17 5h3v2a3 3 0 0 1-3 3', 'M7 5H4v2a3 3 0 0 0 3 3']);
export const IconGrid = make(['M3 3h7v7H3z', 'M14 3h7v7h-7z', 'M3 14h7v7H3z', 'M14 14h7v7h-7z']);
export const IconDice = make(['M4 4h16v16H4z', 'M8.5 8.5h.01', 'M15.5 15.5h.01', 'M15.5 8.5h.01', 'M8.5 15.5h.01', 'M12 12h.01']);
export const IconHeart = make(['M19.5 12.6 12 20l-7.5-7.4A5 5 0 1 1 12 6a5 5 0 1 1 7.5 6.6Z']);
export const IconFilter = make(['M3 5h18', 'M6 12h12', 'M10 19h4']);
export const IconBell = make(['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0']);

/** Coin glyph used beside amounts. */
export function IconCoin({ size = 16, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden {...rest}>
      <circle cx="12" cy="12" r="10" fill="#ffc83d" />
      <circle cx="12" cy="12" r="7.2" fill="#f0a500" />
      <path
        d="M12 7.5v9M14.6 9.2c-.4-.8-1.4-1.2-2.6-1.2-1.5 0-2.6.7-2.6 1.8 0 2.7 5.4 1.3 5.4 4.1 0 1.1-1.2 1.9-2.8 1.9-1.3 0-2.4-.5-2.8-1.4"
        fill="none"
        stroke="#5a3a00"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
