import type { ExtraInfo, PayMethod } from '@hapa/contracts';
import { formatBonusRate, formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { cn, IconSparkles } from '../../../../components/index.ts';
import { depositLines, methodHasBonuses, nextTier, previewDeposit, type PreviewConfig } from '../../lib/deposit-preview.ts';

const LINE_TONE: Record<ExtraInfo['type'], string> = {
  bonus: 'text-rarity-1',
  tier_bonus: 'text-rarity-1',
  first_top_up: 'text-accent',
  xp: 'text-violet',
  box_voucher: 'text-fg',
  wheel_spin: 'text-fg',
};

/**
 * What the deposit brings (spec §9): you pay, coins, bonus lines (method bonus, deposit tier, first top-up,
 * XP; vouchers and spins once usable) and you get; plus the next tier to reach when the method pays tiers.
 */
export function BonusPreview({ cents, method, config }: { cents: number; method: PayMethod; config: PreviewConfig }) {
  const { t } = useTranslation();
  const preview = previewDeposit(cents, method, config);
  const lines = depositLines(cents, method, config);
  // a method that pays no deposit bonus never nudges towards one
  const next = method.currency === 'USD' && methodHasBonuses(method) ? nextTier(preview.coinCents, config.payBonusList) : null;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line bg-bg-2/70 p-3 text-sm" data-testid="topup-preview">
      <div className="flex items-center justify-between">
        <span className="text-muted">{t('wallet.youPay')}</span>
        <span className="font-bold tabular-nums" data-testid="topup-you-pay">
          {formatCoins(cents, method.currencySymbol || '$')}
        </span>
      </div>
      {lines.length > 0 ? (
        <ul className="flex flex-col gap-1 border-y border-line/70 py-2" data-testid="topup-bonus-lines">
          {lines.map((l) => (
            <li
              key={l.type}
              className={cn('flex items-center gap-2 text-xs font-semibold', LINE_TONE[l.type])}
              data-testid={`topup-line-${l.type}`}
            >
              <IconSparkles size={12} className="shrink-0 opacity-70" />
              {l.text}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center justify-between">
        <span className="text-muted">{t('wallet.youGet')}</span>
        <span className="text-base font-black tabular-nums text-accent" data-testid="topup-you-get">
          {formatCoins(preview.totalCents)}
        </span>
      </div>
      {next && next.missingCents <= preview.coinCents ? (
        <p className="text-[11px] text-subtle" data-testid="topup-next-tier">
          {t('wallet.nextTier', { amount: formatCoins(next.missingCents), rate: formatBonusRate(next.bonusRate) })}
        </p>
      ) : null}
    </div>
  );
}
