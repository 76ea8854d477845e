import type { Address } from '@hapa/contracts';
import { formatCoins, shippingFeeCents } from '@hapa/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  cn,
  Dialog,
  EmptyState,
  IconPlus,
  IconTruck,
  PageHeading,
  Price,
  Skeleton,
} from '../../../components/index.ts';
import { AddressForm, useAddresses, useCountries } from '../../account/index.ts';
import { useStoreList } from '../../store/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { openInsufficient } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { useRedirect } from '../../../lib/navigation.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useShip, useShippingConfig } from '../api/orders.ts';
import { parseIds } from '../lib/order-text.ts';
import { PrizesSignedOut } from '../components/signed-out.tsx';
import { picture } from '../../../lib/picture.ts';

/** `/user/check-order?ids=` (docs/product/routes.md#user-area): the prizes to ship, the address picker with add-address, fee rule, total, confirm. */
export default function CheckOrderPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const redirect = useRedirect();
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  const store = useStoreList({ status: 'stored', page: 1, pageSize: 100 });
  const addresses = useAddresses();
  const countries = useCountries();
  const config = useShippingConfig();
  const ship = useShip();
  const [picked, setPicked] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const key = useRef(globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);
  if (!loggedIn) return <PrizesSignedOut title={t('prizes.orders.signIn')} />;

  const items = (store.data?.list ?? []).filter((i) => ids.includes(i.id) && i.shippable);
  const list = addresses.data ?? [];
  const addressId = picked ?? list.find((a) => a.isDefault)?.id ?? list[0]?.id ?? null;
  const address = list.find((a) => a.id === addressId) ?? null;
  const supported = address ? (config.data?.countries ?? []).some((c) => c.code === address.countryCode) : false;
  const valueCents = items.reduce((s, i) => s + coinsToCents(i.price), 0);
  const rule = config.data
    ? {
        defaultFeeCents: coinsToCents(config.data.defaultFee),
        fees: Object.fromEntries(Object.entries(config.data.fees).map(([k, v]) => [k, coinsToCents(v)])),
        freeFromCents: coinsToCents(config.data.freeFrom),
      }
    : null;
  const feeCents = rule && address ? shippingFeeCents(rule, address.countryCode, valueCents) : null;
  const countryName = (code: string) => countries.data?.find((c) => c.code === code)?.name ?? code;

  function confirm() {
    if (!address || ship.isPending) return;
    ship.mutate(
      { ids: items.map((i) => i.id), addressId: address.id, idempotencyKey: key.current },
      {
        onSuccess: (res) => {
          toast.success(t('prizes.check.shipped'));
          redirect(`/user/order-detail?id=${res.orderId}`);
        },
        onError: (err) => {
          key.current = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
          if (isApiError(err, 'coin.error.not_enough')) openInsufficient(feeCents ?? 0);
          else toast.error(isApiError(err) ? err.message : t('common.somethingWrong'));
        },
      },
    );
  }

  const loading = store.isLoading || addresses.isLoading || config.isLoading;
  if (!loading && items.length === 0) {
    return (
      <EmptyState
        icon={<IconTruck size={28} />}
        title={t('prizes.check.nothing')}
        action={<ButtonLink to="/user/cart">{t('prizes.check.back')}</ButtonLink>}
        className="my-10"
        data-testid="check-order-empty"
      />
    );
  }

  return (
    <div className="flex flex-col gap-6" data-testid="check-order-page">
      <PageHeading title={t('prizes.check.title')} subtitle={t('prizes.check.subtitle')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="mb-3 text-sm font-black uppercase tracking-widest text-subtle">
              {t('prizes.check.items', { count: items.length })}
            </h2>
            {loading ? (
              <Skeleton className="h-24" />
            ) : (
              <ul className="divide-y divide-line">
                {items.map((i) => (
                  <li key={i.id} className="flex items-center gap-3 py-2.5" data-testid="check-order-item">
                    <img {...picture(i.image, '56px')} alt="" className="size-14 shrink-0 rounded-xl bg-bg-2 object-contain p-1" />
                    <Link to={`/item-card?id=${i.itemId}`} className="min-w-0 flex-1 truncate text-sm font-semibold hover:text-accent">
                      {i.name}
                    </Link>
                    <Price coins={i.price} className="text-sm" />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 className="text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.check.address')}</h2>
              <Button
                size="sm"
                variant="secondary"
                icon={<IconPlus size={14} />}
                onClick={() => setAdding(true)}
                data-testid="check-order-add-address"
              >
                {t('prizes.check.addAddress')}
              </Button>
            </div>
            {list.length === 0 && !addresses.isLoading ? (
              <p className="text-sm text-muted" data-testid="check-order-no-address">
                {t('prizes.check.noAddress')}
              </p>
            ) : null}
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2" role="radiogroup" aria-label={t('prizes.check.address')}>
              {list.map((a: Address) => (
                <button
                  key={a.id}
                  type="button"
                  role="radio"
                  aria-checked={a.id === addressId}
                  onClick={() => setPicked(a.id)}
                  className={cn(
                    'rounded-2xl border p-3 text-left text-sm transition',
                    a.id === addressId ? 'border-accent bg-accent/10 shadow-glow' : 'border-line bg-bg-2 hover:border-line-strong',
                  )}
                  data-testid="check-order-address"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-bold">{a.recipientName}</span>
                    {a.isDefault ? <Badge tone="accent">{t('account.address.default')}</Badge> : null}
                  </span>
                  <span className="mt-1 block break-words text-muted">
                    {a.street}, {a.city}, {a.state} {a.postcode}
                  </span>
                  <span className="block text-muted">{countryName(a.countryCode)}</span>
                </button>
              ))}
            </div>
            {address && config.data && !supported ? (
              <p className="mt-3 text-sm font-semibold text-danger" role="alert">
                {t('prizes.check.unsupported')}
              </p>
            ) : null}
          </Card>
        </div>
        <Card className="flex h-fit flex-col gap-3 lg:sticky lg:top-20">
          <div className="flex justify-between text-sm">
            <span className="text-muted">{t('prizes.check.value')}</span>
            <Price cents={valueCents} />
          </div>
          <div className="flex justify-between text-sm">
            <span className="text-muted">{t('prizes.check.fee')}</span>
            {feeCents === null ? (
              <span className="text-subtle">-</span>
            ) : feeCents === 0 ? (
              <span className="font-bold text-accent" data-testid="check-order-fee">
                {t('prizes.check.free')}
              </span>
            ) : (
              <Price cents={feeCents} data-testid="check-order-fee" />
            )}
          </div>
          {config.data && config.data.freeFrom > 0 ? (
            <p className="text-xs text-subtle">{t('prizes.check.freeFrom', { amount: formatCoins(coinsToCents(config.data.freeFrom)) })}</p>
          ) : null}
          <div className="flex items-center justify-between border-t border-line pt-3">
            <span className="font-bold">{t('prizes.check.total')}</span>
            <Price cents={feeCents ?? 0} icon className="text-xl text-accent" data-testid="check-order-total" />
          </div>
          <Button
            variant="gold"
            size="lg"
            block
            disabled={!address || !supported || items.length === 0}
            loading={ship.isPending}
            onClick={confirm}
            data-testid="check-order-confirm"
          >
            {t('prizes.check.confirm')}
          </Button>
          <ButtonLink to="/user/cart" variant="ghost" size="sm">
            {t('prizes.check.back')}
          </ButtonLink>
        </Card>
      </div>
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('prizes.check.newAddress')}
        size="lg"
        data-testid="check-order-address-dialog"
      >
        <AddressForm
          onSaved={(a) => {
            setPicked(a.id);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      </Dialog>
    </div>
  );
}
