import type { MallItem } from '@hapa/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  Card,
  cn,
  Dialog,
  EmptyState,
  IconMinus,
  IconPlus,
  PageHeading,
  Price,
  rarityClasses,
  SkeletonGrid,
} from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useMall, useMallExchange } from '../api/mall.ts';
import { HapaCoins } from '../components/hapa-coins.tsx';
import { PageLiveDrops } from '../../live-drops/index.ts';
import { picture } from '../../../lib/picture.ts';

/** Most a player can buy at once, further capped by stock and limit. */
const MAX_QTY = 10;

/** `/mall` (docs/product/routes.md#prizes): items priced in HapaCoins with stock and per-player limits; a purchase lands in the store (not sellable). */
export default function MallPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const mall = useMall();
  const buy = useMallExchange();
  const [open, setOpen] = useState<MallItem | null>(null);
  const [qty, setQty] = useState(1);
  const key = useRef('');
  const list = mall.data?.list ?? [];
  const balance = mall.data?.hapaBean ?? 0;
  const maxFor = (m: MallItem) => Math.max(0, Math.min(MAX_QTY, m.left ?? MAX_QTY, m.limit === null ? MAX_QTY : m.limit - m.bought));

  function start(m: MallItem) {
    if (!loggedIn) return openAuth('login');
    key.current = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
    setQty(1);
    setOpen(m);
  }

  function confirm() {
    if (!open || buy.isPending) return;
    buy.mutate(
      { id: open.id, quantity: qty, idempotencyKey: key.current },
      {
        onSuccess: () => {
          toast.success(t('prizes.mall.done'));
          setOpen(null);
        },
        onError: () => setOpen(null), // the server's text is toasted by the mutation cache
      },
    );
  }

  return (
    <div className="flex flex-col gap-5" data-testid="mall-page">
      <PageLiveDrops />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading title={t('prizes.mall.title')} subtitle={t('prizes.mall.subtitle')} />
        {loggedIn ? (
          <div className="rounded-xl border border-line bg-surface px-4 py-2 text-right">
            <p className="text-[10px] font-bold uppercase tracking-widest text-subtle">{t('prizes.mall.balance')}</p>
            <HapaCoins value={balance} className="text-lg" data-testid="mall-balance" />
            <Link to="/user/stats" className="block text-[11px] font-bold text-accent hover:underline">
              {t('prizes.mall.getMore')}
            </Link>
          </div>
        ) : null}
      </div>
      {mall.isLoading ? <SkeletonGrid count={8} /> : null}
      {mall.data && list.length === 0 ? <EmptyState title={t('prizes.mall.empty')} /> : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4 xl:grid-cols-5">
        {list.map((m) => {
          const soldOut = m.left === 0;
          const capped = m.limit !== null && m.bought >= m.limit;
          const r = rarityClasses(m.skuLevel);
          return (
            <Card
              key={m.id}
              padded={false}
              className={cn('flex flex-col overflow-hidden', r.border)}
              data-testid="mall-item"
              data-mall-id={m.id}
            >
              <Link
                to={`/item-card?id=${m.itemId}`}
                className="relative flex aspect-square items-center justify-center bg-bg-2/60"
                data-testid="item-tile-link"
              >
                <img
                  {...picture(m.image, '(min-width: 768px) 128px, 112px')}
                  alt={m.name}
                  loading="lazy"
                  className="size-28 object-contain md:size-32"
                />
                {m.left !== null ? (
                  <span className="absolute left-2 top-2">
                    <Badge tone={soldOut ? 'neutral' : 'warning'}>
                      {soldOut ? t('prizes.mall.soldOut') : t('prizes.mall.left', { count: m.left })}
                    </Badge>
                  </span>
                ) : null}
              </Link>
              <div className="flex flex-1 flex-col gap-1.5 p-3">
                <Link to={`/item-card?id=${m.itemId}`} className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 hover:text-accent">
                  {m.name}
                </Link>
                <p className="flex items-center gap-1 text-[11px] text-subtle">
                  {t('prizes.mall.worth')} <Price coins={m.price} className="text-[11px] font-semibold" />
                </p>
                <HapaCoins value={m.bean} className="text-sm text-accent" />
                {m.limit !== null ? (
                  <p className="text-[11px] text-subtle">{t('prizes.mall.limit', { bought: m.bought, limit: m.limit })}</p>
                ) : null}
                <Button
                  size="sm"
                  variant="gold"
                  className="mt-auto"
                  disabled={soldOut || capped}
                  onClick={() => start(m)}
                  data-testid="mall-buy"
                >
                  {soldOut ? t('prizes.mall.soldOut') : t('prizes.mall.buy')}
                </Button>
              </div>
            </Card>
          );
        })}
      </div>
      <Dialog
        open={open !== null}
        onOpenChange={(v) => (!v && !buy.isPending ? setOpen(null) : undefined)}
        title={t('prizes.mall.buyTitle')}
        size="sm"
        data-testid="mall-buy-dialog"
      >
        {open ? (
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              <img {...picture(open.image, '64px')} alt="" className="size-16 rounded-xl bg-bg-2 object-contain p-1" />
              <p className="text-sm font-semibold">{open.name}</p>
            </div>
            <div className="flex items-center justify-between">
              <span className="text-sm text-muted">{t('prizes.mall.quantity')}</span>
              <span className="flex items-center gap-2">
                <Button size="sm" variant="secondary" aria-label="-" disabled={qty <= 1} onClick={() => setQty(qty - 1)}>
                  <IconMinus size={14} />
                </Button>
                <span className="w-6 text-center font-bold tabular-nums" data-testid="mall-qty">
                  {qty}
                </span>
                <Button size="sm" variant="secondary" aria-label="+" disabled={qty >= maxFor(open)} onClick={() => setQty(qty + 1)}>
                  <IconPlus size={14} />
                </Button>
              </span>
            </div>
            <div className="flex items-center justify-between border-t border-line pt-3">
              <span className="font-bold">{t('prizes.mall.cost')}</span>
              <HapaCoins value={open.bean * qty} className={cn('text-lg', open.bean * qty > balance ? 'text-danger' : 'text-accent')} />
            </div>
            <p className="text-xs text-subtle">{t('prizes.mall.notSellable')}</p>
            <div className="grid grid-cols-2 gap-3">
              <Button variant="secondary" onClick={() => setOpen(null)} disabled={buy.isPending}>
                {t('common.cancel')}
              </Button>
              <Button variant="gold" loading={buy.isPending} onClick={confirm} data-testid="mall-confirm">
                {t('prizes.mall.confirm')}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
