import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, cn, IconClose, IconLogout, IconMenu, IconShield } from '../../components/index.ts';
import { opsApi } from './api.ts';
import { pagesFor } from './registry.ts';
import { clearOpsSession, useOpsSession } from './session.ts';

/** Console layout: a side nav on desktop (a drawer on phones) with the pages the operator's roles open. */
export function OpsLayout() {
  const { t } = useTranslation();
  const session = useOpsSession();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  if (!session) return null;
  const pages = pagesFor(session.operator.roles).filter((p) => p.labelKey);
  const signOut = async () => {
    setLeaving(true);
    try {
      await opsApi('/ops/auth/logout', { method: 'POST' });
    } catch {
      /* the session ends locally either way */
    }
    clearOpsSession();
  };
  const nav = (
    <nav className="flex flex-col gap-1" aria-label={t('ops.common.menu')} data-testid="ops-nav">
      {pages.map((p) => (
        <NavLink
          key={p.path}
          to={`/ops/${p.path}`}
          onClick={() => setOpen(false)}
          className={({ isActive }) =>
            cn(
              'rounded-lg px-3 py-2 text-sm font-semibold transition',
              isActive ? 'bg-accent/15 text-accent' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )
          }
        >
          {t(p.labelKey!)}
        </NavLink>
      ))}
    </nav>
  );
  const who = (
    <div className="flex flex-col gap-2 border-t border-line pt-4 text-xs text-muted">
      <span className="truncate font-semibold text-fg" data-testid="ops-who">
        {session.operator.email}
      </span>
      <span>{session.operator.roles.map((r) => t(`ops.roles.${r}`)).join(' · ')}</span>
      <Button variant="secondary" size="sm" icon={<IconLogout size={14} />} loading={leaving} onClick={signOut} data-testid="ops-sign-out">
        {t('ops.common.signOut')}
      </Button>
    </div>
  );
  return (
    <div className="min-h-dvh bg-bg text-fg lg:flex">
      <aside className="hidden w-60 shrink-0 flex-col justify-between gap-6 border-r border-line bg-bg-2 p-4 lg:flex lg:min-h-dvh">
        <div className="flex flex-col gap-6">
          <Brand />
          {nav}
        </div>
        {who}
      </aside>
      <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b border-line bg-bg-2/95 px-4 lg:hidden">
        <Brand />
        <button
          type="button"
          className="rounded-lg p-2 text-muted hover:text-fg"
          aria-label={t('ops.common.menu')}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          data-testid="ops-menu"
        >
          {open ? <IconClose size={22} /> : <IconMenu size={22} />}
        </button>
      </header>
      {open ? (
        <div className="fixed inset-x-0 top-14 z-10 flex max-h-[calc(100dvh-3.5rem)] flex-col gap-4 overflow-y-auto overscroll-contain border-b border-line bg-bg-2 p-4 shadow-xl lg:hidden">
          {nav}
          {who}
        </div>
      ) : null}
      <main className="min-w-0 flex-1 px-4 py-6 lg:px-8" id="main">
        <Outlet />
      </main>
    </div>
  );
}

function Brand() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 text-base font-black tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-accent/15 text-accent">
        <IconShield size={18} />
      </span>
      {t('ops.common.title')}
    </span>
  );
}
