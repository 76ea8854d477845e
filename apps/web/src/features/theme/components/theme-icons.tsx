import type { SVGProps } from 'react';
import type { ThemeChoice } from '../lib/theme.ts';

const PATHS: Record<ThemeChoice, string[]> = {
  light: [
    'M12 3v2',
    'M12 19v2',
    'M4.2 4.2l1.4 1.4',
    'M18.4 18.4l1.4 1.4',
    'M3 12h2',
    'M19 12h2',
    'M4.2 19.8l1.4-1.4',
    'M18.4 5.6l1.4-1.4',
    'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
  ],
  dark: ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z'],
  system: ['M3 5h18v11H3z', 'M8 20h8', 'M12 16v4'],
};

/** Sun / moon / screen icon of a theme choice (decorative: the label names it). */
export function ThemeIcon({ choice, size = 18, ...rest }: { choice: ThemeChoice; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...rest}
    >
      {PATHS[choice].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
