import type { StoreItemStatus } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, EmptyState, IconCart, Pagination, Price, SkeletonGrid, Tabs } from '../../../components/index.ts';
import { useRecoverItems } from '../api/recover-items.ts';
import { useStoreList } from '../api/get-store-list.ts';
import { isSelectable, isSellable, selectionActions, selectionTotalCents, sellableIds, toggleSelection } from '../lib/selection.ts';
import { SellConfirmDialog } from './sell-confirm-dialog.tsx';
import { StoreItemCard } from './store-item-card.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { coinsToCents } from '../../../lib/money.ts';

type Filter = 'all' | StoreItemStatus;
const FILTERS: Filter[] = ['all', 'stored', 'recovered', 'shipping', 'shipped', 'exchanged'];
const PAGE_SIZE = 48;

/** The player's prizes with a status filter, multi-select and "Sell for $total" (docs/product/routes.md#user-area /user/cart). */
export function StoreView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('stored');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [soldIds, setSoldIds] = useState<Set<number>>(new Set());
  const [confirmIds, setConfirmIds] = useState<number[] | null>(null);
  const list = useStoreList({ status: filter === 'all' ? undefined : filter, page, pageSize: PAGE_SIZE });
  // prizes in an undecided double or nothing are still the player's: shown "in play" above the stored ones, with the
  // way to decide them (docs/games.md#open-rounds)
  const inPlay = useStoreList({ status: 'locked', page: 1, pageSize: PAGE_SIZE }).data?.list ?? [];
  const recover = useRecoverItems();
  const items = list.data?.list ?? [];
  const selectable = sellableIds(items, soldIds);
  const totalCents = selectionTotalCents(items, selected, soldIds);
  const confirmTotal = confirmIds ? selectionTotalCents(items, new Set(confirmIds), soldIds) : 0;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const can = selectionActions(items, selected, soldIds);
  const hint = selected.size > 0 && !can.ship ? t('prizes.cannotShip') : selected.size > 0 && !can.sell ? t('prizes.cannotSell') : null;

  function changeFilter(next: string) {
    setFilter(next as Filter);
    setPage(1);
    setSelected(new Set());
  }

  function sell() {
    if (!confirmIds || recover.isPending) return;
    const ids = confirmIds.filter((id) => items.some((i) => i.id === id && isSellable(i, soldIds)));
    if (ids.length === 0) return setConfirmIds(null);
    recover.mutate(ids, {
      onSuccess: (res) => {
        setSoldIds((s) => new Set([...s, ...res.recovered.map((r) => r.id)]));
        setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
        setConfirmIds(null);
        toast.success(t('store.soldToast', { count: res.recovered.length, amount: formatCoins(coinsToCents(res.totalAmount)) }));
      },
      onError: () => setConfirmIds(null),
    });
  }

  return (
    <div className="flex flex-col gap-5" data-testid="store-view">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-3xl">{t('store.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('store.subtitle')}</p>
        </div>
        <div className="flex items-center gap-2 text-sm font-bold">
          <Link
            to="/user/order"
            className="rounded-xl border border-line bg-surface px-3 py-2 hover:border-accent"
            data-testid="store-orders-link"
          >
            {t('prizes.myOrders')}
          </Link>
          <Link to="/exchange-center" className="rounded-xl border border-line bg-surface px-3 py-2 hover:border-accent">
            {t('prizes.exchangeLink')}
          </Link>
        </div>
        {list.data ? (
          <div className="rounded-xl border border-line bg-surface px-4 py-2 text-right">
            <p className="text-[10px] font-bold uppercase tracking-widest text-subtle">{t('store.storedValue')}</p>
            <Price coins={list.data.storedValue} icon className="text-lg" data-testid="store-stored-value" />
          </div>
        ) : null}
      </div>
      <Tabs
        variant="pills"
        value={filter}
        onValueChange={changeFilter}
        items={FILTERS.map((f) => ({ value: f, label: t(`store.filter.${f}`), testId: `store-filter-${f}` }))}
        aria-label={t('store.filterLabel')}
        listClassName="-mx-3 px-3 md:mx-0 md:px-0"
      />
      {filter === 'stored' && inPlay.length > 0 ? (
        <section className="flex flex-col gap-2 rounded-2xl border border-warning/40 bg-warning/5 p-3" data-testid="store-in-play">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-bold text-warning">{t('store.inPlay', { count: inPlay.length })}</p>
            <ButtonLink size="sm" variant="gold" to="/user/game-history" data-testid="store-in-play-decide">
              {t('store.decideInPlay')}
            </ButtonLink>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6">
            {inPlay.map((item) => (
              <StoreItemCard
                key={item.id}
                item={item}
                selected={false}
                selectable={false}
                sellable={false}
                justSold={false}
                onToggle={() => undefined}
                onSell={() => undefined}
              />
            ))}
          </div>
        </section>
      ) : null}
      {list.isLoading ? (
        <SkeletonGrid count={12} />
      ) : list.isError ? (
        <EmptyState
          title={t('store.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : items.length === 0 && !(filter === 'stored' && inPlay.length > 0) ? (
        <EmptyState
          icon={<IconCart size={28} />}
          title={t('store.empty')}
          description={t('store.emptyText')}
          action={<ButtonLink to="/boxes-list">{t('store.openBoxes')}</ButtonLink>}
          data-testid="store-empty"
        />
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6">
          {items.map((item) => (
            <StoreItemCard
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              selectable={isSelectable(item, soldIds)}
              sellable={isSellable(item, soldIds)}
              justSold={soldIds.has(item.id)}
              onToggle={() => setSelected((s) => toggleSelection(s, item, soldIds))}
              onSell={() => setConfirmIds([item.id])}
            />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        pages={pages}
        onPageChange={(p) => {
          setPage(p);
          setSelected(new Set());
        }}
      />
      {selectable.length > 0 ? (
        <div className="sticky bottom-20 z-30 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface-2/95 p-3 shadow-2xl shadow-black/60 md:bottom-4">
          <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-accent)]"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(selectable))}
              data-testid="store-select-all"
            />
            <span className="hidden sm:inline">{t('store.selectAll')}</span>
            <span className="text-muted" data-testid="store-selected-count">
              {t('store.selected', { count: selected.size })}
            </span>
          </label>
          <div className="ml-auto flex items-center gap-2">
            <Button
              variant="secondary"
              disabled={!can.ship}
              title={hint ?? undefined}
              onClick={() => navigate(`/user/check-order?ids=${[...selected].join(',')}`)}
              data-testid="store-ship-selected"
            >
              {t('prizes.shipSelected')}
            </Button>
            <Button
              variant="gold"
              disabled={!can.sell}
              title={hint ?? undefined}
              onClick={() => setConfirmIds([...selected])}
              data-testid="store-sell-selected"
            >
              {t('store.sellFor')} <Price cents={totalCents} />
            </Button>
          </div>
          {hint ? (
            <p className="absolute -top-7 left-3 rounded-lg bg-bg-2/95 px-2 py-1 text-[11px] font-semibold text-warning" role="status">
              {hint}
            </p>
          ) : null}
        </div>
      ) : null}
      <SellConfirmDialog
        open={confirmIds !== null}
        count={confirmIds?.length ?? 0}
        totalCents={confirmTotal}
        busy={recover.isPending}
        onConfirm={sell}
        onCancel={() => setConfirmIds(null)}
      />
    </div>
  );
}
