import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OpsBox, paged, type OpsBoxBody } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { Button, Input, cn } from '../../../components/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsCard, OpsHeading, OpsTable, Pager, Td } from '../ui.tsx';
import { BoxForm } from './box-form.tsx';
import './shared.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

const BoxPage = paged(OpsBox);
export const BOXES_KEY = ['ops', 'catalogue', 'boxes'];
const PAGE_SIZE = 20;

/** Boxes: search, status and odds version at a glance; create a box (then its page edits odds). Role catalogue. */
export default function BoxesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const q = useDebouncedValue(keyword, 300);
  const list = useQuery({
    queryKey: [...BOXES_KEY, q, page],
    queryFn: () => opsApi('/ops/catalogue/boxes', { query: { keyword: q || undefined, page, pageSize: PAGE_SIZE }, schema: BoxPage }),
    placeholderData: keepPreviousData,
  });
  const create = useMutation({
    meta: { silent: true },
    mutationFn: (body: OpsBoxBody) => opsApi('/ops/catalogue/boxes', { method: 'POST', body, schema: OpsBox }),
    onSuccess: (box) => {
      void qc.invalidateQueries({ queryKey: BOXES_KEY });
      navigate(`/ops/catalogue/boxes/${box.id}?created=1`);
    },
  });
  return (
    <div data-testid="ops-boxes-page">
      <OpsHeading title={t('opsCatalogue.boxes.title')}>
        <Button onClick={() => setCreating(true)} data-testid="box-new">
          {t('opsCatalogue.boxes.new')}
        </Button>
      </OpsHeading>
      {creating ? (
        <OpsCard title={t('opsCatalogue.boxes.new')} className="mb-4 max-w-xl">
          <BoxForm
            box={null}
            saving={create.isPending}
            error={create.error}
            onSave={(b) => create.mutate(b)}
            onCancel={() => setCreating(false)}
          />
        </OpsCard>
      ) : null}
      <Input
        placeholder={t('opsCatalogue.common.search')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setPage(1);
        }}
        containerClassName="mb-3 max-w-md"
        data-testid="box-search"
      />
      <ErrorLine error={list.error} />
      {list.data && !list.data.list.length ? <Empty /> : null}
      {list.data?.list.length ? (
        <OpsTable
          head={[
            '',
            t('opsCatalogue.common.name'),
            t('opsCatalogue.common.price'),
            t('opsCatalogue.boxes.status'),
            t('opsCatalogue.boxes.odds'),
            t('opsCatalogue.boxes.opened'),
            '',
          ]}
          testId="box-table"
        >
          {list.data.list.map((b) => (
            <tr key={b.id}>
              <Td>
                <img {...picture(b.image, '40px')} alt="" className="size-10 rounded-md bg-bg-2 object-contain" loading="lazy" />
              </Td>
              <Td className="font-semibold">
                {b.name}
                <span className="block text-xs font-normal text-muted">
                  #{b.id}
                  {b.tags.length ? ` · ${b.tags.join(', ')}` : ''}
                </span>
              </Td>
              <Td className="tabular-nums">{formatCoins(b.priceCents)}</Td>
              <Td>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-bold',
                    b.isActive ? 'bg-accent/15 text-accent' : 'bg-surface-3 text-muted',
                  )}
                >
                  {b.isActive ? t('opsCatalogue.boxes.onSale') : t('opsCatalogue.boxes.offSale')}
                </span>
                {b.isFeatured ? (
                  <span className="ml-1 rounded-full bg-rarity-1/15 px-2 py-0.5 text-xs font-bold text-rarity-1">
                    {t('opsCatalogue.boxes.featured')}
                  </span>
                ) : null}
              </Td>
              <Td>
                {b.oddsVersion ? (
                  t('opsCatalogue.boxes.version', { v: b.oddsVersion })
                ) : (
                  <span className="text-muted">{t('opsCatalogue.boxes.noOdds')}</span>
                )}
              </Td>
              <Td className="tabular-nums">{formatNumber(b.openedCount)}</Td>
              <Td>
                <Link
                  to={`/ops/catalogue/boxes/${b.id}`}
                  className="text-sm font-semibold text-accent hover:underline"
                  data-testid={`box-open-${b.id}`}
                >
                  {t('opsCatalogue.common.open')}
                </Link>
              </Td>
            </tr>
          ))}
        </OpsTable>
      ) : null}
      {list.data ? <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
    </div>
  );
}
