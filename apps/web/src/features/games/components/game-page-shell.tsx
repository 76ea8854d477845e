import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, EmptyState } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';

/** `data-*` attributes a page puts on its root (e2e reads them: `data-event-state`, `data-treasure-id`). */
export type DataAttributes = Record<`data-${string}`, string | number | undefined>;

export interface GameHeaderProps {
  title: string;
  /** the line under the title */
  subtitle?: string;
  /** a link back above the title (the treasure list from one treasure) */
  back?: { to: string; label: string };
  /** a control at the header's end (the log-in button of the treasure list); given, even as null, the header is a row */
  action?: ReactNode;
}

/**
 * A game page's title (docs/architecture/web-app.md#shape-of-a-feature): an italic uppercase h1, a muted line under
 * it; with `back` or `action` the header is a row (title block, then the action at the end).
 */
export function GameHeader({ title, subtitle, back, action }: GameHeaderProps) {
  const heading = (
    <>
      {back ? (
        <Link to={back.to} className="text-xs font-semibold uppercase tracking-wide text-accent hover:underline">
          ← {back.label}
        </Link>
      ) : null}
      <h1 className={`${back ? 'mt-1 ' : ''}text-2xl font-black uppercase italic tracking-tight md:text-4xl`}>{title}</h1>
      {subtitle ? <p className="mt-1 max-w-2xl text-sm text-muted">{subtitle}</p> : null}
    </>
  );
  if (back === undefined && action === undefined) return <header>{heading}</header>;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>{heading}</div>
      {action}
    </header>
  );
}

export interface GameSignInProps {
  icon: ReactNode;
  /** what the visitor gets by logging in */
  title: string;
  testId: string;
}

/** The visitor's stand-in for the board: the game's icon, a line and the log-in button (opens the sign-in dialog). */
export function GameSignIn({ icon, title, testId }: GameSignInProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
      data-testid={testId}
    />
  );
}

export interface GamePageShellProps {
  /** the page's `data-testid` (left out on the visitor's view of some pages, as before) */
  testId?: string;
  data?: DataAttributes;
  /** the standard title block; ignored when `header` is given */
  title?: GameHeaderProps;
  /** a header of the page's own (the Pirate event header) */
  header?: ReactNode;
  /** set for a visitor: the sign-in stand-in replaces `children` */
  signIn?: GameSignInProps | null;
  /** the board and its controls (the page's own grid) */
  children?: ReactNode;
  /** what follows the board: prizes, leaderboard, rules (`GameRules`) */
  footer?: ReactNode;
}

/**
 * The one layout of a game page (docs/how-to/add-a-game.md#4-the-web-app): header, the board (or the sign-in
 * stand-in for a visitor), then the rules and lists, 24 px apart. Each game brings its board and controls; the seed
 * panel (`GameSeeds`), stake bar (`StakeBar`), result line (`RoundOutcome`) and rules (`GameRules`) are shared.
 */
export function GamePageShell({ testId, data, title, header, signIn, children, footer }: GamePageShellProps) {
  return (
    <div className="flex flex-col gap-6" data-testid={testId} {...data}>
      {header ?? (title ? <GameHeader {...title} /> : null)}
      {signIn ? <GameSignIn {...signIn} /> : children}
      {footer}
    </div>
  );
}
