import { formatCoins } from '@hapa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dialog, Skeleton } from '../../../../components/index.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { openInsufficient } from '../../../../lib/modals.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useBeanPackages, type BeanPackageItem } from '../../api/get-bean-packages.ts';
import { useRechargeBean } from '../../api/recharge-bean.ts';
import { useCachedBaseInfo } from '../../api/get-base-info.ts';
import { formatNumber } from '../../../../lib/i18n/format.ts';

/** One idempotency key per confirmation (8-100 characters). */
const newKey = () => globalThis.crypto?.randomUUID?.() ?? `bean-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * HapaCoin (docs/product/README.md "1 coin unit = 100 HapaCoins", docs/product/entities.md#hapacoin-packages HapaCoin package): the balance, the packages, and
 * an exchange with a confirmation; one idempotency key per confirmation, so a double tap buys once.
 */
export function HapacoinSection() {
  const { t } = useTranslation();
  const info = useCachedBaseInfo();
  const packages = useBeanPackages();
  const recharge = useRechargeBean();
  const [chosen, setChosen] = useState<{ pkg: BeanPackageItem; key: string } | null>(null);

  function confirm() {
    if (!chosen || recharge.isPending) return;
    recharge.mutate(
      { packageId: chosen.pkg.id, idempotencyKey: chosen.key },
      {
        onSuccess: () => {
          toast.success(t('wallet.stats.hapa.done'));
          setChosen(null);
        },
        onError: (err) => {
          setChosen(null);
          if (isApiError(err, 'coin.error.not_enough')) openInsufficient(coinsToCents(chosen.pkg.coin));
          else toast.error(isApiError(err) ? err.message : t('common.somethingWrong'));
        },
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="hapacoin">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-black">{t('wallet.stats.hapa.title')}</h2>
          <p className="text-xs text-muted">{t('wallet.stats.hapa.text')}</p>
        </div>
        <div className="text-right">
          <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('wallet.stats.hapa.balance')}</p>
          <p className="text-2xl font-black tabular-nums text-violet" data-testid="hapacoin-balance">
            {formatNumber(info?.hapa_bean ?? 0)}
          </p>
        </div>
      </div>
      {packages.data ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {packages.data.map((p) => (
            <button
              key={p.id}
              type="button"
              onClick={() => setChosen({ pkg: p, key: newKey() })}
              className="flex flex-col items-center gap-1 rounded-xl border border-line bg-surface-2 p-3 transition hover:border-violet/60"
              data-testid={`hapacoin-package-${p.id}`}
            >
              <span className="text-lg font-black tabular-nums text-violet">{formatNumber(p.bean)}</span>
              <span className="text-[11px] font-bold uppercase text-subtle">HapaCoins</span>
              <span className="mt-1 rounded-lg bg-accent/10 px-2 py-0.5 text-xs font-bold text-accent">
                {formatCoins(coinsToCents(p.coin), p.symbol)}
              </span>
            </button>
          ))}
        </div>
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
      <Dialog
        open={chosen !== null}
        onOpenChange={(o) => (o ? undefined : setChosen(null))}
        title={t('wallet.stats.hapa.confirmTitle')}
        size="sm"
        data-testid="hapacoin-confirm"
      >
        {chosen ? (
          <p className="text-sm text-muted">
            {t('wallet.stats.hapa.confirmText', {
              coin: formatCoins(coinsToCents(chosen.pkg.coin), chosen.pkg.symbol),
              bean: formatNumber(chosen.pkg.bean),
            })}
          </p>
        ) : null}
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setChosen(null)}>
            {t('common.cancel')}
          </Button>
          <Button loading={recharge.isPending} onClick={confirm} data-testid="hapacoin-confirm-exchange">
            {t('wallet.stats.hapa.exchange')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
