import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsPlayerList } from '@hapa/contracts';
import { Button, Input, IconSearch } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsHeading, OpsTable, Td, when } from '../ui.tsx';

/** Support and finance: find a player by email, uid or nickname (`?q=` keeps the search in the address). */
export default function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const res = useQuery({
    queryKey: ['ops', 'players', q],
    enabled: q.trim().length > 0,
    queryFn: () => opsApi('/ops/players', { query: { q }, schema: OpsPlayerList }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <div className="flex flex-col gap-5">
      <OpsHeading title={t('ops.players.title')} subtitle={t('ops.players.subtitle')} />
      <form className="flex max-w-xl items-end gap-2" onSubmit={submit} role="search" data-testid="ops-player-search">
        <Input
          label={t('ops.players.query')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          name="q"
          containerClassName="flex-1"
          prefix={<IconSearch size={16} />}
        />
        <Button type="submit" loading={res.isFetching}>
          {t('ops.common.search')}
        </Button>
      </form>
      <ErrorLine error={res.error} />
      {res.data ? (
        res.data.length ? (
          <OpsTable
            head={[
              t('ops.players.uid'),
              t('ops.players.email'),
              t('ops.players.nickname'),
              t('ops.players.status'),
              t('ops.players.joined'),
              '',
            ]}
            testId="ops-player-results"
          >
            {res.data.map((p) => (
              <tr key={p.uid}>
                <Td className="font-mono">{p.uid}</Td>
                <Td className="font-semibold">{p.email}</Td>
                <Td>{p.nickname}</Td>
                <Td>
                  <span className={p.disabled ? 'text-danger' : 'text-accent'}>
                    {p.disabled ? t('ops.players.disabled') : t('ops.players.active')}
                  </span>
                </Td>
                <Td className="whitespace-nowrap text-muted">{when(p.createdAt)}</Td>
                <Td>
                  <Link to={`/ops/players/${p.uid}`} className="font-semibold text-accent hover:underline">
                    {t('ops.players.open')}
                  </Link>
                </Td>
              </tr>
            ))}
          </OpsTable>
        ) : (
          <p className="text-sm text-muted">{t('ops.players.noMatch')}</p>
        )
      ) : null}
    </div>
  );
}
