import { COMMISSION_PERIOD_DAYS, COMMISSION_RATE_PPM } from '@hapa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, CardTitle, IconDollar, PageSpinner, Tabs } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDistributionDetail } from '../api/referral.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { ClaimCard } from '../components/claim-card.tsx';
import { RankCard, ReferralsList, WithdrawHistory } from '../components/lists.tsx';
import { ShareCard } from '../components/share-card.tsx';
import { TransferDialog } from '../components/transfer-dialog.tsx';
import { WithdrawDialog } from '../components/withdraw-dialog.tsx';

const RULE = { rate: COMMISSION_RATE_PPM / 10_000, days: COMMISSION_PERIOD_DAYS };

function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardTitle
        action={
          <Link to="/referral-rules" className="text-xs font-semibold text-accent hover:underline" data-testid="referral-rules-link">
            {t('referral.rulesLink')}
          </Link>
        }
      >
        {t('referral.howTitle')}
      </CardTitle>
      <ol className="flex flex-col gap-2 text-sm">
        {[t('referral.how1'), t('referral.how2'), t('referral.how3', RULE)].map((step, i) => (
          <li key={step} className="flex items-start gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent/15 text-xs font-black text-accent">
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** `/referral` "Earn Money" (docs/product/routes.md#referral; apps/server/src/modules/referral/README.md): code and link, commission, transfer, withdraw, claim, referrals, rank. */
export default function ReferralPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const detail = useDistributionDetail();
  const [dialog, setDialog] = useState<'transfer' | 'withdraw' | null>(null);
  const [tab, setTab] = useState('referrals');

  const heading = (
    <header>
      <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-3xl">{t('referral.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('referral.subtitle', RULE)}</p>
    </header>
  );

  if (!loggedIn) {
    return (
      <div className="flex flex-col gap-6" data-testid="referral-signed-out">
        {heading}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-start">
          <Card className="flex flex-col items-start gap-4 bg-gradient-to-br from-accent/15 to-surface py-8">
            <IconDollar size={36} className="text-accent" />
            <h2 className="text-xl font-black">{t('referral.signedOutTitle')}</h2>
            <p className="max-w-prose text-sm text-muted">{t('referral.signedOutText', RULE)}</p>
            <Button size="lg" onClick={() => openAuth('signup')}>
              {t('referral.signUp')}
            </Button>
          </Card>
          <div className="flex flex-col gap-6">
            <HowItWorks />
            <RankCard />
          </div>
        </div>
      </div>
    );
  }
  if (!detail.data) return <PageSpinner />;
  const d = detail.data;
  return (
    <div className="flex flex-col gap-6" data-testid="referral-page">
      {heading}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <BalanceCard detail={d} onTransfer={() => setDialog('transfer')} onWithdraw={() => setDialog('withdraw')} />
          <ShareCard detail={d} />
          <Tabs
            value={tab}
            onValueChange={setTab}
            variant="segmented"
            listClassName="mb-4"
            items={[
              { value: 'referrals', label: t('referral.referralsTitle'), content: <ReferralsList />, testId: 'referral-tab-referrals' },
              { value: 'withdrawals', label: t('referral.historyTitle'), content: <WithdrawHistory />, testId: 'referral-tab-withdrawals' },
            ]}
          />
        </div>
        <div className="flex flex-col gap-6">
          <HowItWorks />
          <ClaimCard />
          <RankCard />
        </div>
      </div>
      <TransferDialog open={dialog === 'transfer'} onOpenChange={(o) => setDialog(o ? 'transfer' : null)} balance={d.commissionBalance} />
      <WithdrawDialog open={dialog === 'withdraw'} onOpenChange={(o) => setDialog(o ? 'withdraw' : null)} balance={d.commissionBalance} />
    </div>
  );
}
