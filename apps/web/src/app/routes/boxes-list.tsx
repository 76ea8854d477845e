import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, Pagination } from '../../components/index.ts';
import { BoxFilters, BoxGrid, useBoxList } from '../../features/boxes/index.ts';
import { readListState, toListQuery, writeListState, type ListState } from '../../features/boxes/lib/list-params.ts';

/** `/boxes-list`: search, price filter, sort and a paged grid (docs/product/routes.md#boxes, docs/product/validation.md#search). */
export default function BoxesListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const { data, isLoading, isFetching, isError, refetch } = useBoxList(toListQuery(state));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function update(patch: Partial<ListState>) {
    setParams(writeListState({ ...state, ...patch }), { replace: patch.page === undefined || patch.page === 1 });
  }

  const filtered = Boolean(state.keyword || state.min || state.max);

  return (
    <div className="flex flex-col gap-5" data-testid="boxes-list-page">
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-3xl">{t('boxes.listTitle')}</h1>
        <p className="mt-1 text-sm text-muted">{t('boxes.listSubtitle')}</p>
      </header>
      <BoxFilters state={state} onChange={update} />
      {data ? (
        <p className="text-xs font-semibold uppercase tracking-wide text-subtle" data-testid="list-count">
          {t('boxes.results', { count: data.total })}
        </p>
      ) : null}
      {isError ? (
        <EmptyState
          title={t('boxes.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : data && data.list.length === 0 ? (
        <EmptyState
          title={t('boxes.noResults')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                {t('boxes.clearFilters')}
              </Button>
            ) : undefined
          }
          data-testid="list-empty"
        />
      ) : (
        <BoxGrid boxes={data?.list ?? []} loading={isLoading || isFetching} eager={2} />
      )}
      <Pagination
        page={state.page}
        pages={pages}
        onPageChange={(page) => {
          update({ page });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        className="mt-4"
      />
    </div>
  );
}
