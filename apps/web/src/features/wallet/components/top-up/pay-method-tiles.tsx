import type { PayMethod } from '@hapa/contracts';
import { formatBonusRate } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Badge, cn, IconCard, IconCheck } from '../../../components/index.ts';

interface PayMethodTilesProps {
  methods: PayMethod[];
  selected: string | undefined;
  onSelect: (payType: string) => void;
}

/** Pay method tiles from /api/pay/config/v4. */
export function PayMethodTiles({ methods, selected, onSelect }: PayMethodTilesProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('wallet.method')}>
      {methods.map((m) => {
        const active = m.payType === selected;
        return (
          <button
            key={m.payType}
            type="button"
            role="radio"
            aria-checked={active}
            onClick={() => onSelect(m.payType)}
            className={cn(
              'relative flex min-h-16 flex-col items-start gap-1 rounded-xl border p-3 text-left transition',
              active ? 'border-accent bg-accent/10' : 'border-line bg-surface-2 hover:border-line-strong',
            )}
            data-testid={`topup-method-${m.payType}`}
          >
            <span className="flex w-full items-center gap-2">
              {(active ? m.selectedLogo : m.unselectedLogo) ? (
                <img src={active ? m.selectedLogo : m.unselectedLogo} alt="" className="size-5 object-contain" />
              ) : (
                <IconCard size={18} className={active ? 'text-accent' : 'text-muted'} />
              )}
              <span className="flex-1 truncate text-sm font-bold">{m.label}</span>
              {active ? <IconCheck size={16} className="text-accent" /> : null}
            </span>
            <span className="truncate text-[11px] text-muted">{m.payTypeName}</span>
            <span className="flex flex-wrap gap-1">
              {m.isTest ? <Badge tone="warning">{t('wallet.test')}</Badge> : null}
              {m.ifRecommend ? <Badge tone="accent">{t('wallet.recommended')}</Badge> : null}
              {m.payBonus ? <Badge tone="gold">{m.payBonus}</Badge> : m.bonusRate > 0 ? <Badge tone="gold">+{formatBonusRate(m.bonusRate)}</Badge> : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}
