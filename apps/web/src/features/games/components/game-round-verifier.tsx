import type { GameVerify } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge, Button, Card, CardTitle, IconShield, Input, MonoField, Spinner } from '../../../components/index.ts';
import { useGameVerify } from '../api/verify-game-round.ts';
import { roundDetail, verifyRound } from '../lib/verify-round.ts';

const money = (coins: number) => formatCoins(coinsToCents(coins));

function RoundResult({ round: r }: { round: GameVerify }) {
  const { t } = useTranslation();
  const check = verifyRound(r, t);
  const detail = roundDetail(r, t);
  const outcome = r.status === 'open' ? 'open' : (r.outcome ?? 'lose');
  // a double or nothing "cashed out" is a prize kept, not a payout of $0.00
  const kept = r.game === 'double_guess' && outcome === 'cashout';
  return (
    <div className="flex flex-col gap-3" data-testid="game-verifier-result" data-round-id={r.id}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge>{t(`games.history.game.${r.game}`)}</Badge>
        <span className="font-mono font-bold">{t('games.history.round', { id: r.id })}</span>
        <span className="font-bold">{kept ? t('games.history.kept') : t(`games.history.outcome.${outcome}`)}</span>
        {kept ? (
          <span className="text-muted">{t('games.history.prizeKept', { amount: money(r.amount) })}</span>
        ) : (
          <>
            <span className="text-muted">{t('games.history.bet', { amount: money(r.amount) })}</span>
            <span className="text-muted">{t('games.history.payout', { amount: money(r.payout) })}</span>
          </>
        )}
      </div>
      {detail ? <p className="text-xs text-muted">{detail}</p> : null}
      <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
        <MonoField label={t('fairness.clientSeed')} value={r.clientSeed} />
        <MonoField label={t('fairness.nonce')} value={String(r.nonce)} />
        <MonoField label={t('fairness.serverSeedHashed')} value={r.serverSeedHashed} />
        {r.serverSeed ? <MonoField label={t('fairness.serverSeed')} value={r.serverSeed} /> : null}
      </div>
      <p
        className={`flex items-center gap-2 text-sm ${check ? (check.ok ? 'text-success' : 'text-danger') : 'text-muted'}`}
        data-testid="game-verifier-status"
        data-ok={check ? String(check.ok) : 'hidden'}
      >
        <IconShield size={16} className="shrink-0" />
        {check
          ? check.ok
            ? t('games.history.verified', { tiles: check.summary })
            : t('games.history.mismatch')
          : r.status === 'open'
            ? t('fairness.gameRoundOpen')
            : t('fairness.gameSeedHidden')}
      </p>
    </div>
  );
}

/**
 * Games section of /provably-fair (docs/games.md): enter a game round number (or arrive with ?round=N) and its
 * outcome is recomputed in the browser from the revealed seed (fairness.md "Games"), the same check
 * /user/game-history runs on each of the player's rounds.
 */
export function GameRoundVerifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = params.get('round') ?? '';
  const [text, setText] = useState(initial);
  const parse = (v: string) => (/^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : null);
  const [id, setId] = useState<number | null>(parse(initial));
  const q = useGameVerify(id);
  return (
    <Card id="game-verifier" data-testid="game-verifier">
      <CardTitle>{t('fairness.gameVerifierTitle')}</CardTitle>
      <p className="mb-3 text-sm text-muted">
        {t('fairness.gameVerifierText')}{' '}
        <Link to="/user/game-history" className="font-semibold text-accent underline-offset-2 hover:underline">
          {t('fairness.gameHistoryLink')}
        </Link>
      </p>
      <form
        className="mb-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setId(parse(text));
        }}
      >
        <Input
          value={text}
          inputMode="numeric"
          onChange={(e) => setText(e.target.value)}
          placeholder={t('fairness.gameVerifierPlaceholder')}
          aria-label={t('fairness.gameVerifierPlaceholder')}
          containerClassName="flex-1"
          data-testid="game-verifier-input"
        />
        <Button type="submit" data-testid="game-verifier-submit">
          {t('battles.verify')}
        </Button>
      </form>
      {id === null ? null : q.isLoading ? (
        <Spinner />
      ) : q.data ? (
        <RoundResult round={q.data} />
      ) : (
        <p className="text-sm text-danger" data-testid="game-verifier-missing">
          {t('fairness.gameRoundMissing')}
        </p>
      )}
    </Card>
  );
}
