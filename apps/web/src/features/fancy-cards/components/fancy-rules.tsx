import type { FancyHome } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardTitle, IconShield } from '../../../components/index.ts';
import { formatFixed, formatPercentFixed } from '../../../lib/i18n/format.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { listRuns } from '../lib/fancy-format.ts';

const money = (coins: number) => formatCoins(coinsToCents(coins));
const COLS = ['set', 'price', 'packs', 'cost', 'prize', 'rtp'] as const;

/**
 * The rules (fairness.md "Flip cards, fancy-card packs"): each pack's published list in its order (as runs of
 * list positions), the deal rule, shards and crafting, and the maths per set: exact mean packs to complete,
 * the expected cost and prize / cost.
 */
export function FancyRules({ home }: { home: FancyHome }) {
  const { t } = useTranslation();
  const { weights, shardValues: sv, craftPrices: cp, cardsPerPack } = home.config;
  const rows = home.sets.map((s) => ({
    id: s.id,
    set: s.name,
    price: money(s.pack.price),
    packs: formatFixed(s.pack.expectedPacks),
    cost: money(s.pack.expectedCost),
    prize: money(s.prize.value),
    rtp: formatPercentFixed(s.pack.rtp),
  }));
  return (
    <Card data-testid="fancy-rules">
      <CardTitle>{t('fancyCards.rules.title')}</CardTitle>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        <li>{t('fancyCards.rules.list', weights)}</li>
        <li>{t('fancyCards.rules.deal', { count: cardsPerPack })}</li>
        <li>{t('fancyCards.rules.floats')}</li>
        <li>{t('fancyCards.rules.shards', { ...sv, cCommon: cp.common, cRare: cp.rare, cEpic: cp.epic, cLegendary: cp.legendary })}</li>
        <li>{t('fancyCards.rules.claim')}</li>
      </ol>

      <div className="mt-5 flex flex-col gap-2">
        {home.sets.map((s) => {
          const names = new Map(s.cards.map((c) => [c.id, c.name]));
          return (
            <details
              key={s.id}
              className="group rounded-xl border border-line bg-bg-2 px-3 py-2"
              data-testid="fancy-list"
              data-pack-id={s.pack.id}
            >
              <summary className="cursor-pointer text-sm font-bold text-fg">
                {t('fancyCards.rules.listTitle', { set: s.name, count: s.pack.list.length })}
              </summary>
              <ol className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-muted sm:grid-cols-3">
                {listRuns(s.pack.list).map((r) => (
                  <li key={r.from} className="flex gap-2">
                    <span className="w-12 shrink-0 font-mono text-subtle">{r.from === r.to ? r.from : `${r.from}–${r.to}`}</span>
                    <span className="text-fg">{names.get(r.cardId)}</span>
                  </li>
                ))}
              </ol>
            </details>
          );
        })}
      </div>

      <h3 className="mt-6 text-sm font-black uppercase tracking-wide">{t('fancyCards.rules.mathsTitle')}</h3>
      <div className="mt-2 hidden sm:block">
        <table className="w-full text-left text-sm" data-testid="fancy-maths">
          <thead className="text-xs uppercase tracking-wide text-subtle">
            <tr>
              {COLS.map((c) => (
                <th key={c} className="py-2 pr-3 font-semibold">
                  {t(`fancyCards.rules.mathsHead.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-line" data-testid="fancy-maths-row" data-set-id={r.id}>
                {COLS.map((c) => (
                  <td key={c} className={c === 'set' || c === 'rtp' ? 'py-2 pr-3 font-bold text-fg' : 'py-2 pr-3'}>
                    {r[c]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* phones: one block per set, every figure labelled (no sideways scrolling) */}
      <ul className="mt-2 flex flex-col gap-2 sm:hidden">
        {rows.map((r) => (
          <li key={r.id} className="rounded-xl border border-line bg-bg-2 p-3" data-testid="fancy-maths-card">
            <p className="mb-1 font-bold">{r.set}</p>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm tabular-nums">
              {COLS.slice(1).map((c) => (
                <div key={c} className="contents">
                  <dt className="text-muted">{t(`fancyCards.rules.mathsHead.${c}`)}</dt>
                  <dd className={c === 'rtp' ? 'text-right font-bold text-fg' : 'text-right text-fg'}>{r[c]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">{t('fancyCards.rules.mathsNote')}</p>
      <p className="mt-4 flex items-center gap-2 text-sm">
        <IconShield size={16} className="shrink-0 text-accent" />
        <Link
          to="/user/game-history"
          className="font-semibold text-accent underline-offset-2 hover:underline"
          data-testid="fancy-history-link"
        >
          {t('fancyCards.rules.history')}
        </Link>
      </p>
    </Card>
  );
}
