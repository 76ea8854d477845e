import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../components/index.ts';

/** HapaBox mark + wordmark, links home. */
/**
 * `narrow`: the wordmark gives way where the signed-in header's right side needs the room: under 400 px, and from 1024
 * to 1279 px, where the three links, Play Ground, the balance with its button, chat, bell and avatar fill the row (in
 * Portuguese a $110,00 balance pushed the avatar 5 px off a 1024 px screen). Without it, under 360 px (a 320 px phone:
 * "Entrar" and "Cadastrar" beside the wordmark would push the row off the screen).
 */
export function Logo({ className, compact, narrow }: { className?: string; compact?: boolean; narrow?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={cn('flex shrink-0 items-center gap-2', className)} aria-label={t('uiLabels.homeLink')} data-testid="logo">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden>
        <defs>
          <linearGradient id="hb-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2bf5a0" />
            <stop offset="1" stopColor="#8b6cff" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="#0f1526" />
        <path d="M14 24 32 14l18 10v18L32 52 14 42Z" fill="none" stroke="url(#hb-logo)" strokeWidth="4.5" strokeLinejoin="round" />
        <path d="M14 24l18 10 18-10M32 34v18" fill="none" stroke="url(#hb-logo)" strokeWidth="4.5" strokeLinejoin="round" />
      </svg>
      {compact ? null : (
        <span
          className={cn(
            'text-lg font-black italic tracking-tight',
            narrow ? 'max-[399px]:hidden lg:max-xl:hidden' : 'max-[379px]:text-base max-[359px]:hidden',
          )}
        >
          HAPA<span className="text-gradient">BOX</span>
        </span>
      )}
    </Link>
  );
}
