import { useTranslation } from 'react-i18next';
import { Button, Price } from '../../../components/index.ts';
import { formatCountdown } from '../../../components/countdown.tsx';
import { openAuth } from '../../../lib/modals.ts';
import { useDemo } from '../hooks/use-demo.ts';

/**
 * The demo bar (docs/product/routes.md#home home "demo bar with countdown", docs/product/states.md#demo-mode): shown under the header on every page while
 * a visitor's demo hour runs: the demo credits, the time left, and the way to play for real.
 */
export function DemoBar() {
  const { t } = useTranslation();
  const demo = useDemo();
  if (!demo.on) return null;
  return (
    <div
      className="sticky top-16 z-30 border-b border-amber-400/30 bg-[linear-gradient(90deg,rgb(251_191_36/0.16),rgb(139_108_255/0.16))] backdrop-blur"
      role="region"
      aria-label={t('demo.title')}
      data-testid="demo-bar"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 text-sm md:gap-4 md:px-6">
        <span className="rounded-md bg-amber-400 px-1.5 py-0.5 text-[11px] font-black uppercase tracking-wider text-black">
          {t('demo.badge')}
        </span>
        {/* the amount is never cut ("$100." was); on a narrow phone the label wraps under it */}
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-1 font-semibold leading-tight text-fg" data-testid="demo-credits">
          <Price cents={demo.creditsCents} className="shrink-0" /> <span className="text-muted">{t('demo.creditsLabel')}</span>
        </span>
        <span className="ml-auto flex shrink-0 items-center gap-1.5 text-muted">
          <span className="hidden sm:inline">{t('demo.left')}</span>
          <time className="font-mono font-bold tabular-nums text-fg" data-testid="demo-countdown">
            {formatCountdown(demo.leftMs)}
          </time>
        </span>
        {/* on a phone the header's own Sign up button sits right above: one is enough there (a wrapper hides it: the
            button's own inline-flex would win over a `hidden` on it) */}
        <span className="hidden shrink-0 sm:block">
          <Button size="sm" onClick={() => openAuth('signup', 'demo')} data-testid="demo-signup">
            {t('demo.cta')}
          </Button>
        </span>
      </div>
    </div>
  );
}
