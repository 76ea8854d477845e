import type { PayMethod } from '@hapa/contracts';
import { formatBonusRate } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Badge, cn, IconCard, IconCheck } from '../../../../components/index.ts';
import { methodLimits, shortAmount } from '../../lib/pay-methods.ts';

interface PayMethodTilesProps {
  methods: PayMethod[];
  selected: string | undefined;
  onSelect: (payType: string) => void;
  /** hide the min-max line (gift bag: the amount is fixed) */
  hideRange?: boolean;
}

/**
 * Pay method tiles from /api/pay/config/v4 (docs/product/entities.md#deposits Pay method): logo (selected / unselected), label,
 * recommended flag, bonus as bonusRate x 100 with one decimal (docs/product/constants.md#top-up-and-deposits), min-max, test label.
 */
export function PayMethodTiles({ methods, selected, onSelect, hideRange }: PayMethodTilesProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('wallet.method')}>
      {methods.map((m) => {
        const active = m.payType === selected;
        const logo = active ? m.selectedLogo : m.unselectedLogo;
        const { minCents, maxCents } = methodLimits(m, 0);
        return (
          <button
            key={m.payType}
            type="button"
            role="radio"
            aria-checked={active}
            onClick={() => onSelect(m.payType)}
            className={cn(
              'relative flex flex-col items-start gap-1 rounded-xl border p-2.5 text-left transition',
              active
                ? 'border-accent bg-accent/10 shadow-[inset_0_0_0_1px_rgb(43_245_160/0.5)]'
                : 'border-line bg-surface-2 hover:border-line-strong',
            )}
            data-testid={`topup-method-${m.payType}`}
            data-recommended={m.ifRecommend || undefined}
          >
            {m.ifRecommend ? (
              <span
                className="absolute -top-2 right-2 rounded-md bg-accent px-1.5 py-0.5 text-[9px] font-black uppercase tracking-wider text-accent-ink"
                data-testid="topup-method-recommended"
              >
                {t('wallet.recommended')}
              </span>
            ) : null}
            <span className="flex w-full items-center gap-2">
              {logo ? (
                <img src={logo} alt="" className="h-7 w-auto max-w-[70%] shrink-0 rounded-md object-contain object-left" />
              ) : (
                <IconCard size={20} className={active ? 'text-accent' : 'text-muted'} />
              )}
              <span className={cn('min-w-0 flex-1 truncate text-sm font-bold', logo && 'sr-only')}>{m.label}</span>
              {active ? <IconCheck size={16} className="ml-auto shrink-0 text-accent" /> : null}
            </span>
            <span className="w-full truncate text-[11px] text-muted">{m.payTypeName}</span>
            <span className="flex w-full flex-wrap items-center gap-1">
              {m.bonusRate > 0 ? <Badge tone="gold">+{formatBonusRate(m.bonusRate)}</Badge> : null}
              {m.isTest ? <Badge tone="warning">{t('wallet.test')}</Badge> : null}
              {hideRange ? null : (
                <span
                  className="ml-auto whitespace-nowrap text-[10px] font-semibold tabular-nums text-subtle"
                  data-testid="topup-method-range"
                >
                  {t('wallet.range', {
                    min: `${m.currencySymbol}${shortAmount(minCents)}`,
                    max: `${m.currencySymbol}${shortAmount(maxCents)}`,
                  })}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
