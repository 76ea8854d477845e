import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, IconLogout, Drawer, Price, UserAvatar } from '../../components/index.ts';
import { useBaseInfo, useLogout } from '../../features/auth/index.ts';
import { openAuth, openTopUp } from '../../lib/modals.ts';
import { isTelegram } from '../../lib/app-shell.ts';
import { useSession } from '../../lib/session.ts';
import { availableLinks, FOOTER_COLUMNS, MENU_LINKS } from './nav-config.ts';
import { NotificationsMenuRow } from '../../features/notifications/index.ts';
import { IconChat, openChat } from '../../features/chat/index.ts';
import { LanguageSwitcher } from '../../features/language/index.ts';
import { ThemeToggle } from '../../features/theme/index.ts';

/** Mobile "Menu" drawer: account summary, shortcuts, static pages, log out. */
export function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: info } = useBaseInfo();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Drawer open={open} onOpenChange={onOpenChange} side="left" title={t('nav.menu')} data-testid="menu-drawer">
      {session ? (
        <div className="mb-5 rounded-2xl border border-line bg-surface-2 p-4">
          <div className="flex items-center gap-3">
            <UserAvatar name={info?.nickname ?? session.nickname} src={info?.head_img ?? session.head_img} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-bold">{info?.nickname ?? session.nickname}</p>
              {info ? <p className="text-xs font-bold text-violet">{t('nav.level', { level: info.level })}</p> : null}
            </div>
          </div>
          <div className="mt-4 flex items-center justify-between">
            <Price coins={info?.coin ?? 0} icon className="text-lg" />
            <Button
              size="sm"
              onClick={() => {
                close();
                openTopUp();
              }}
            >
              {t('nav.topUp')}
            </Button>
          </div>
        </div>
      ) : isTelegram() ? null : (
        <div className="mb-5 grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              close();
              openAuth('login');
            }}
          >
            {t('auth.signIn')}
          </Button>
          <Button
            onClick={() => {
              close();
              openAuth('signup');
            }}
          >
            {t('auth.signUp')}
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-1">
        {session ? <NotificationsMenuRow onClick={close} /> : null}
        {session ? (
          // the header's chat button shows from 768 px; on phones the chat opens from here
          <button
            type="button"
            onClick={() => {
              close();
              openChat();
            }}
            className="flex items-center gap-3 rounded-xl px-3 py-3 text-left text-sm font-bold hover:bg-surface-2 md:hidden"
            data-testid="menu-chat"
          >
            <span className="text-accent">
              <IconChat size={18} />
            </span>
            {t('chat.open')}
          </button>
        ) : null}
        {availableLinks(MENU_LINKS)
          .filter((l) => !l.signedIn || session)
          .map(({ to, label, icon: Icon }) => (
            <MenuLink key={to} to={to} onClick={close} icon={Icon ? <Icon size={18} /> : null} label={t(label)} />
          ))}
      </div>
      <ThemeToggle className="mt-5" />
      {FOOTER_COLUMNS.map((col) => (
        <div key={col.title} className="mt-5">
          <p className="mb-2 text-[11px] font-extrabold uppercase tracking-widest text-subtle">{t(col.title)}</p>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2">
            {availableLinks(col.links).map((l) => (
              <Link key={l.to} to={l.to} onClick={close} className="text-sm text-muted hover:text-accent">
                {t(l.label)}
              </Link>
            ))}
          </div>
        </div>
      ))}
      <LanguageSwitcher className="mt-5" />
      {session ? (
        <Button
          variant="ghost"
          block
          className="mt-6 text-danger"
          icon={<IconLogout size={18} />}
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => {
                close();
                navigate('/');
              },
            })
          }
          data-testid="menu-logout"
        >
          {t('auth.logOut')}
        </Button>
      ) : null}
    </Drawer>
  );
}

function MenuLink({ to, label, icon, onClick }: { to: string; label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Link to={to} onClick={onClick} className="flex items-center gap-3 rounded-xl px-3 py-3 text-sm font-bold hover:bg-surface-2">
      <span className="text-accent">{icon}</span>
      {label}
    </Link>
  );
}
