import { useTranslation } from 'react-i18next';
import { Button, Card, Skeleton } from '../../../components/index.ts';
import { formatDate, formatNumber } from '../../../lib/i18n/format.ts';
import { centsToCoinUnits, formatCoinUnits } from '../../../lib/money.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useLiabilities } from '../api/get-liabilities.ts';
import { useLogKey } from '../api/get-log-key.ts';
import { useMyLiabilities } from '../api/get-my-liabilities.ts';
import { useCheck } from '../hooks/use-check.ts';
import { checkLiabilities, checkLiabilitiesRoot } from '../lib/verify.ts';
import { CheckStatus } from './check-status.tsx';

const money = (cents: number) => formatCoinUnits(centsToCoinUnits(cents));

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-bg-2 p-3">
      <dt className="text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</dt>
      <dd className="truncate font-mono text-lg font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Proof of liabilities (docs/transparency.md#proof-of-liabilities): the newest signed totals and, for a signed-in
 * player, their own leaf checked up the sum tree to those totals in the browser.
 */
export function LiabilitiesCard() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const key = useLogKey();
  const latest = useLiabilities();
  const mine = useMyLiabilities();
  const root = latest.data?.root ?? null;
  const signed = useCheck(['liabilities-root', root?.period], key.data && root ? () => checkLiabilitiesRoot(root, key.data!) : null);
  const my = mine.data;
  const myCheck = useCheck(
    ['liabilities-mine', my?.root?.period, my?.proof?.index],
    key.data && my?.proof ? () => checkLiabilities(my, key.data!).then((r) => r.ok) : null,
  );
  return (
    <Card className="flex flex-col gap-3" data-testid="liabilities">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-extrabold tracking-tight">{t('transparency.liabilities.title')}</h2>
        {root ? <CheckStatus state={signed.state} testId="liabilities-root-status" /> : null}
      </div>
      <p className="text-sm text-muted">{t('transparency.liabilities.text')}</p>
      {latest.isLoading ? (
        <Skeleton className="h-24" />
      ) : !root ? (
        <p className="text-sm text-muted">{t('transparency.liabilities.none')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={t('transparency.liabilities.coins')} value={money(root.totalCoinsCents)} testId="liabilities-coins" />
          <Figure label={t('transparency.liabilities.prizes')} value={money(root.totalPrizesCents)} />
          <Figure
            label={t('transparency.liabilities.hapacoins')}
            value={formatNumber(root.totalHapacoins)}
            testId="liabilities-hapacoins"
          />
          <Figure label={t('transparency.liabilities.players')} value={formatNumber(root.leafCount)} />
          <Figure label={t('transparency.liabilities.period')} value={formatDate(root.takenAt)} />
        </dl>
      )}
      {!loggedIn ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-3">
          <p className="text-sm text-muted">{t('transparency.liabilities.signIn')}</p>
          <Button size="sm" variant="secondary" onClick={() => openAuth('login')}>
            {t('auth.logIn')}
          </Button>
        </div>
      ) : my?.root && root ? (
        <div className="flex flex-col gap-2 rounded-xl border border-line p-3" data-testid="liabilities-mine">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-extrabold">
              {t(my.proof ? 'transparency.liabilities.mineTitle' : 'transparency.liabilities.mineNoneTitle')}
            </h3>
            {my.proof ? <CheckStatus state={myCheck.state} testId="liabilities-mine-status" /> : null}
          </div>
          {my.proof ? (
            <>
              <p className="text-sm text-muted" data-testid="liabilities-mine-text">
                {t('transparency.liabilities.mineText', {
                  coins: money(my.proof.leaf.coinsCents),
                  prizes: money(my.proof.leaf.prizesCents),
                  hapacoins: formatNumber(my.proof.leaf.hapacoins),
                })}
              </p>
              <p className="text-xs text-subtle">
                {t('transparency.liabilities.leaf', { index: formatNumber(my.proof.index + 1), count: formatNumber(my.root.leafCount) })}
              </p>
              {myCheck.state === 'failed' ? (
                <p className="text-sm font-bold text-danger">{t('transparency.liabilities.mineFailed')}</p>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-muted">{t('transparency.liabilities.mineMissing')}</p>
          )}
        </div>
      ) : null}
    </Card>
  );
}
