import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, CardTitle, IconShield, Input, MonoField } from '../../../components/index.ts';

export interface GameSeedsProps {
  round: { clientSeed: string; serverSeedHashed: string; nonce: number };
  /**
   * i18n prefix of the labels: `<ns>.clientSeed`, `<ns>.serverSeedHashed`, `<ns>.nonce` and the heading
   * `<ns>.fairTitle` (unless `title` is given)
   */
  ns: string;
  title?: string;
  /** e2e ids: the panel, the nonce, the client seed's value (optional) */
  testId: string;
  nonceTestId: string;
  clientSeedTestId?: string;
  className?: string;
}

/**
 * The round's seed panel (docs/fairness.md#games): client seed, hashed server seed (both copyable) and nonce, what
 * `/user/game-history` verifies once the server seed is revealed.
 */
export function GameSeeds({ round, ns, title, testId, nonceTestId, clientSeedTestId, className }: GameSeedsProps) {
  const { t } = useTranslation();
  return (
    <div className={className ?? 'flex flex-col gap-2'} data-testid={testId}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{title ?? t(`${ns}.fairTitle`)}</p>
      <MonoField label={t(`${ns}.clientSeed`)} value={round.clientSeed} testId={clientSeedTestId} />
      <MonoField label={t(`${ns}.serverSeedHashed`)} value={round.serverSeedHashed} />
      <p className="text-xs text-muted">
        {t(`${ns}.nonce`)}:{' '}
        <span className="font-mono text-fg" data-testid={nonceTestId}>
          {round.nonce}
        </span>
      </p>
    </div>
  );
}

export interface GameRulesProps {
  title: string;
  /** the numbered rules, the maths, RTP and edge among them (from the game's config call) */
  rules: ReactNode[];
  testId: string;
  /** the link to `/user/game-history` under the rules */
  history?: { label: string; testId: string };
  className?: string;
}

/** A game's rules section (docs/games.md: every game states its maths, RTP and house edge). */
export function GameRules({ title, rules, testId, history, className }: GameRulesProps) {
  return (
    <Card className={className} data-testid={testId}>
      <CardTitle>{title}</CardTitle>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        {rules.map((rule, i) => (
          <li key={i}>{rule}</li>
        ))}
      </ol>
      {history ? (
        <p className="mt-4 flex items-center gap-2 text-sm">
          <IconShield size={16} className="shrink-0 text-accent" />
          <Link
            to="/user/game-history"
            className="font-semibold text-accent underline-offset-2 hover:underline"
            data-testid={history.testId}
          >
            {history.label}
          </Link>
        </p>
      ) : null}
    </Card>
  );
}

export interface StakeBarProps {
  label: string;
  /** the amount as typed, in coins ("1.00"): only digits and the dot are kept */
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  onHalf: () => void;
  onDouble: () => void;
  halfLabel: string;
  doubleLabel: string;
  disabled: boolean;
  /** the allowed range under the bar */
  hint: string;
  /** the amount input's e2e id */
  testId: string;
  inputClassName?: string;
  hintClassName?: string;
}

/**
 * The stake bar: a coin amount with ½ and 2x beside it and the range under it. The page clamps on blur
 * (`lib/bet.ts`); the balance is checked by the server, whose `coin.error.not_enough` opens the top-up
 * (`reportGameError`).
 */
export function StakeBar(p: StakeBarProps) {
  return (
    <>
      <div className="flex items-end gap-2">
        <Input
          label={p.label}
          prefix="$"
          inputMode="decimal"
          value={p.value}
          disabled={p.disabled}
          onChange={(e) => p.onChange(e.target.value.replace(/[^0-9.]/g, ''))}
          onBlur={p.onBlur}
          containerClassName={p.inputClassName ?? 'flex-1'}
          data-testid={p.testId}
        />
        <Button variant="secondary" disabled={p.disabled} onClick={p.onHalf} aria-label={p.halfLabel}>
          {p.halfLabel}
        </Button>
        <Button variant="secondary" disabled={p.disabled} onClick={p.onDouble} aria-label={p.doubleLabel}>
          {p.doubleLabel}
        </Button>
      </div>
      <p className={`${p.hintClassName ?? '-mt-2'} text-xs text-muted`}>{p.hint}</p>
    </>
  );
}

export interface RoundOutcomeProps {
  testId: string;
  outcome: string | null | undefined;
  lostTitle: string;
  lostText: string;
  /** the win line (amount and multiplier) */
  wonText: string;
  wonClassName: string;
  /** the round's payout in coins, as `data-payout` (when the e2e reads it) */
  payout?: number;
}

/** The result line of a settled round: the loss in two lines, or the win in one. */
export function RoundOutcome({ testId, outcome, lostTitle, lostText, wonText, wonClassName, payout }: RoundOutcomeProps) {
  if (outcome === 'lose') {
    return (
      <div data-testid={testId} data-outcome="lose" data-payout={payout}>
        <p className="text-xl font-black text-danger">{lostTitle}</p>
        <p className="text-sm text-muted">{lostText}</p>
      </div>
    );
  }
  return (
    <p className={`text-xl font-black ${wonClassName}`} data-testid={testId} data-outcome={outcome ?? ''} data-payout={payout}>
      {wonText}
    </p>
  );
}
