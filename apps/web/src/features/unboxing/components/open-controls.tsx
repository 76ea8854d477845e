import type { BoxDetail } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Button, cn, IconBolt, Price } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { OPEN_TIMES, type OpenTimes } from '../api/open-box.ts';

interface OpenControlsProps {
  box: BoxDetail;
  busy: boolean;
  onOpen: (times: OpenTimes) => void;
  quick: boolean;
  onQuickChange: (quick: boolean) => void;
}

/** 1X / 3X / 5X open buttons with their total price, and the quick-open switch. */
export function OpenControls({ box, busy, onOpen, quick, onQuickChange }: OpenControlsProps) {
  const { t } = useTranslation();
  const unit = coinsToCents(box.price);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-3 gap-2 md:gap-3">
        {OPEN_TIMES.map((n) => (
          <Button
            key={n}
            size="lg"
            variant={n === 1 ? 'primary' : 'secondary'}
            className={cn('h-auto flex-col gap-0.5 py-2.5 md:py-3', n !== 1 && 'border-accent/30')}
            disabled={busy}
            onClick={() => onOpen(n)}
            data-testid={`open-${n}x`}
          >
            <span className="text-xs font-black uppercase tracking-wider opacity-80">{t('unbox.openTimes', { n })}</span>
            <Price cents={unit * n} className="text-sm md:text-base" />
          </Button>
        ))}
      </div>
      <label className="flex cursor-pointer select-none items-center justify-center gap-2 text-xs font-semibold text-muted">
        <span
          className={cn(
            'relative h-5 w-9 rounded-full border transition',
            quick ? 'border-accent bg-accent/30' : 'border-line bg-surface-3',
          )}
          aria-hidden
        >
          <span
            className={cn('absolute top-0.5 size-3.5 rounded-full transition-all', quick ? 'left-[18px] bg-accent' : 'left-0.5 bg-muted')}
          />
        </span>
        <input
          type="checkbox"
          className="sr-only"
          checked={quick}
          onChange={(e) => onQuickChange(e.target.checked)}
          data-testid="quick-open-toggle"
        />
        <IconBolt size={14} className={quick ? 'text-accent' : ''} />
        {t('unbox.quick')}
      </label>
    </div>
  );
}
