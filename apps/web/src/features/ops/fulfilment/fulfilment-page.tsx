import { coinsToCents } from '@hapa/domain';
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsAdvanceResponse, OpsOrderQueue, OpsShippingSettings, PackingList, type OpsOrderQueue as Queue } from '@hapa/contracts';
import { z } from 'zod';
import { Button, Dialog, Input, Select, Tabs } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsFulfilment } from '../../../lib/i18n/en/ops-fulfilment.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, money, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';

i18n.addResourceBundle('en', 'translation', { opsFulfilment }, true, true);

const STATUSES = ['54', '55', '56', '60', '200', '98', '99'] as const;
/** Carriers offered when no shipping settings could be read (the settings' `shipping.carriers` names otherwise). */
const FALLBACK_CARRIERS = ['DHL', 'UPS', 'FedEx', 'USPS', 'Other'];
const PAGE_SIZE = 50;
type Row = Queue['list'][number];

/** Fulfilment (role fulfilment): queue by status, bulk move to the next status, tracking entry, cancel, packing list CSV. */
export default function FulfilmentPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [status, setStatus] = useState<string>('54');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [tracking, setTracking] = useState<Row | null>(null);
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const [trackNo, setTrackNo] = useState('');
  const [carrier, setCarrier] = useState('UPS');
  const [reason, setReason] = useState('');
  const q = useQuery({
    queryKey: ['ops', 'fulfilment', status, page],
    placeholderData: keepPreviousData,
    queryFn: () => opsApi('/ops/fulfilment/orders', { schema: OpsOrderQueue, query: { status, page, pageSize: PAGE_SIZE } }),
  });
  // the carriers operators configured on the Shipping settings page (each has its tracking link)
  const shippingSettings = useQuery({
    queryKey: ['ops', 'prizes', 'shipping'],
    queryFn: () => opsApi('/ops/prizes/shipping', { schema: OpsShippingSettings }),
    staleTime: 60_000,
  });
  const configured = shippingSettings.data ? Object.keys(shippingSettings.data.carriers).filter((c) => c !== 'default') : [];
  const carriers = configured.length ? [...configured, 'Other'] : FALLBACK_CARRIERS;
  const refresh = () => {
    setSelected(new Set());
    void qc.invalidateQueries({ queryKey: ['ops', 'fulfilment'] });
  };
  const advance = useMutation({
    // the queue tab's status goes along: an order another operator (or a retry) already moved is skipped, not moved twice
    mutationFn: (v: { ids: number[]; fromStatus: number }) =>
      opsApi('/ops/fulfilment/advance', { method: 'POST', body: v, schema: OpsAdvanceResponse }),
    onSuccess: (r) => {
      showToast(t('opsFulfilment.advanced', { count: r.moved.length }), 'success');
      if (r.skipped.length)
        showToast(t('opsFulfilment.skipped', { count: r.skipped.length, ids: r.skipped.map((o) => `#${o.id}`).join(', ') }), 'info');
      refresh();
    },
  });
  const saveTracking = useMutation({
    mutationFn: (v: { orderId: number; trackingNo: string; carrier: string }) =>
      opsApi('/ops/fulfilment/tracking', { method: 'POST', body: v, schema: z.null() }),
    onSuccess: () => {
      showToast(t('opsFulfilment.trackingSaved'), 'success');
      setTracking(null);
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (v: { orderId: number; reason: string }) => opsApi('/ops/fulfilment/cancel', { method: 'POST', body: v, schema: z.null() }),
    onSuccess: () => {
      showToast(t('opsFulfilment.cancelled'), 'success');
      setCancelling(null);
      refresh();
    },
  });
  const exportCsv = useMutation({
    mutationFn: (ids: number[]) => opsApi('/ops/fulfilment/packing_list', { method: 'POST', body: { ids }, schema: PackingList }),
    onSuccess: (r) => {
      const url = URL.createObjectURL(new Blob([r.csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = r.filename;
      a.click();
      URL.revokeObjectURL(url);
    },
  });
  const list = q.data?.list ?? [];
  const open = status === '54' || status === '55' || status === '56' || status === '60';
  const ids = [...selected];
  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <div className="flex flex-col gap-5" data-testid="ops-fulfilment">
      <OpsHeading title={t('opsFulfilment.title')} subtitle={t('opsFulfilment.subtitle')} />
      <Tabs
        variant="pills"
        value={status}
        onValueChange={(v) => {
          setStatus(v);
          setPage(1);
          setSelected(new Set());
        }}
        items={STATUSES.map((s) => ({ value: s, label: t(`opsFulfilment.status.${s}`), testId: `ops-fulfilment-tab-${s}` }))}
        aria-label={t('opsFulfilment.title')}
      />
      <div className="flex flex-wrap items-center gap-2">
        {open ? (
          <Button
            disabled={!ids.length}
            loading={advance.isPending}
            onClick={() => advance.mutate({ ids, fromStatus: Number(status) })}
            data-testid="ops-fulfilment-advance"
          >
            {t('opsFulfilment.advance', { count: ids.length })}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={!ids.length}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(ids)}
          data-testid="ops-fulfilment-csv"
        >
          {t('opsFulfilment.exportCsv')}
        </Button>
      </div>
      <ErrorLine error={q.error ?? advance.error ?? exportCsv.error} />
      <OpsTable
        head={[
          <input
            key="all"
            type="checkbox"
            aria-label={t('opsFulfilment.selectAll')}
            checked={list.length > 0 && list.every((o) => selected.has(o.id))}
            onChange={(e) => setSelected(e.target.checked ? new Set(list.map((o) => o.id)) : new Set())}
          />,
          t('opsFulfilment.order'),
          t('opsFulfilment.player'),
          t('opsFulfilment.items'),
          t('opsFulfilment.shipTo'),
          t('opsFulfilment.tracking'),
          t('opsFulfilment.placed'),
          '',
        ]}
        testId="ops-fulfilment-table"
      >
        {list.map((o) => (
          <tr key={o.id} data-testid="ops-fulfilment-row" data-order-id={o.id}>
            <Td>
              <input
                type="checkbox"
                aria-label={`#${o.id}`}
                checked={selected.has(o.id)}
                onChange={() => toggle(o.id)}
                data-testid="ops-fulfilment-select"
              />
            </Td>
            <Td className="font-mono font-semibold">#{o.id}</Td>
            <Td>{o.userId}</Td>
            <Td>
              <ul className="flex flex-col gap-0.5">
                {o.items.map((i) => (
                  <li key={i.storeItemId} className="text-xs">
                    {i.name} <span className="text-muted">({money(coinsToCents(i.price))})</span>
                  </li>
                ))}
              </ul>
            </Td>
            <Td className="text-xs">
              {o.address.recipientName}
              <br />
              {o.address.street}, {o.address.city} {o.address.postcode}, {o.address.countryCode}
            </Td>
            <Td className="font-mono text-xs">{o.trackingNo ? `${o.carrier} ${o.trackingNo}` : '—'}</Td>
            <Td className="whitespace-nowrap text-xs text-muted">{when(o.createdAt)}</Td>
            <Td className="whitespace-nowrap">
              {open ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setTrackNo(o.trackingNo ?? '');
                    setCarrier(o.carrier ?? 'UPS');
                    setTracking(o);
                  }}
                  data-testid="ops-fulfilment-tracking"
                >
                  {t('opsFulfilment.addTracking')}
                </Button>
              ) : null}
              {o.canAbandon ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger"
                  onClick={() => {
                    setReason('');
                    setCancelling(o);
                  }}
                  data-testid="ops-fulfilment-cancel"
                >
                  {t('opsFulfilment.cancel')}
                </Button>
              ) : null}
            </Td>
          </tr>
        ))}
      </OpsTable>
      {q.data && !list.length ? <Empty /> : null}
      {q.data ? <Pager page={page} total={q.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
      <Dialog
        open={tracking !== null}
        onOpenChange={(v) => (!v ? setTracking(null) : undefined)}
        title={`${t('opsFulfilment.addTracking')} #${tracking?.id ?? ''}`}
        size="sm"
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (tracking) saveTracking.mutate({ orderId: tracking.id, trackingNo: trackNo.trim(), carrier });
          }}
        >
          <Select
            label={t('opsFulfilment.carrier')}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            options={carriers.map((c) => ({ value: c, label: c }))}
            data-testid="ops-fulfilment-carrier"
          />
          <Input
            label={t('opsFulfilment.trackingNo')}
            value={trackNo}
            onChange={(e) => setTrackNo(e.target.value)}
            data-testid="ops-fulfilment-tracking-no"
          />
          <ErrorLine error={saveTracking.error} />
          <Button type="submit" loading={saveTracking.isPending} data-testid="ops-fulfilment-tracking-save">
            {t('opsFulfilment.saveTracking')}
          </Button>
        </form>
      </Dialog>
      <Dialog
        open={cancelling !== null}
        onOpenChange={(v) => (!v ? setCancelling(null) : undefined)}
        title={`${t('opsFulfilment.cancel')} #${cancelling?.id ?? ''}`}
        size="sm"
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (cancelling) cancel.mutate({ orderId: cancelling.id, reason: reason.trim() });
          }}
        >
          <Input
            label={t('opsFulfilment.cancelReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="ops-fulfilment-reason"
          />
          <ErrorLine error={cancel.error} />
          <Button type="submit" variant="danger" disabled={!reason.trim()} loading={cancel.isPending}>
            {t('opsFulfilment.cancelDo')}
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
