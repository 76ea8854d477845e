import type { DistributionDetail } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, Card, Price } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';

const PHONE_WRAP = 'max-sm:h-auto max-sm:min-h-10 max-sm:whitespace-normal max-sm:px-3 max-sm:py-2 max-sm:leading-tight';

function Figure({ label, coins, testId }: { label: string; coins: number; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-bg-2 px-3 py-2">
      <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</span>
      <Price coins={coins} className="text-sm" data-testid={testId} />
    </div>
  );
}

/** Commission balance, totals, and the two ways out: move to the coin balance, withdraw in crypto. */
export function BalanceCard({
  detail,
  onTransfer,
  onWithdraw,
}: {
  detail: DistributionDetail;
  onTransfer: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const empty = detail.commissionBalance <= 0;
  return (
    <Card className="bg-gradient-to-br from-accent/10 to-surface" data-testid="referral-balance">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <div className="text-xs font-bold uppercase tracking-wider text-muted">{t('referral.commissionBalance')}</div>
          <Price coins={detail.commissionBalance} icon className="text-3xl font-black" data-testid="referral-commission-balance" />
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          {/* two to a row on phones: a longer text ("Mover para o saldo" at 360 px) wraps instead of being cut */}
          <Button variant="secondary" className={PHONE_WRAP} onClick={onTransfer} disabled={empty} data-testid="referral-transfer-open">
            {t('referral.transfer')}
          </Button>
          <Button className={PHONE_WRAP} onClick={onWithdraw} disabled={empty} data-testid="referral-withdraw-open">
            {t('referral.withdraw')}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">{t('referral.withdrawHint', { min: formatCoins(coinsToCents(detail.withdrawMin)) })}</p>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label={t('referral.totalCommission')} coins={detail.totalCommission} testId="referral-total-commission" />
        <div className="flex flex-col gap-0.5 rounded-xl bg-bg-2 px-3 py-2">
          <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('referral.referralsCount')}</span>
          <span className="text-sm font-bold tabular-nums" data-testid="referral-count">
            {detail.referrals}
          </span>
        </div>
        <Figure label={t('referral.pending')} coins={detail.pendingWithdrawal} testId="referral-pending" />
        <Figure label={t('referral.transferred')} coins={detail.totalTransferred} />
        <Figure label={t('referral.withdrawn')} coins={detail.totalWithdrawn} />
      </div>
    </Card>
  );
}
