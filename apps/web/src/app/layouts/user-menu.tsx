import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconCart, IconChevronDown, IconCoin, IconDollar, IconLogout, IconShield, IconUser, UserAvatar } from '../../components/index.ts';
import { openTopUp } from '../../lib/modals.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast-store.ts';
import { useBaseInfo, useLogout } from '../../features/auth/index.ts';
import { PROGRESSION_LINKS } from './nav-config.ts';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold text-fg outline-none data-[highlighted]:bg-surface-3';

/** Avatar dropdown: prizes, fairness, top-up, log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: info } = useBaseInfo();
  const logout = useLogout();
  if (!session) return null;
  const name = info?.nickname ?? session.nickname;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-xl p-1 pr-2 hover:bg-surface-2"
        data-testid="user-menu-trigger"
        aria-label={t('nav.account')}
      >
        <UserAvatar name={name} src={info?.head_img ?? session.head_img} />
        <span className="hidden max-w-28 truncate text-sm font-semibold lg:block">{name}</span>
        <IconChevronDown size={16} className="text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 animate-pop rounded-2xl border border-line bg-surface-2 p-2 shadow-2xl shadow-black/50"
        >
          <div className="px-3 pb-2 pt-1">
            <p className="truncate text-sm font-bold">{name}</p>
            <p className="truncate text-xs text-muted">{info?.email}</p>
            {info ? <p className="mt-1 text-xs font-bold text-violet">{t('nav.level', { level: info.level })}</p> : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/user/profile')} data-testid="user-menu-profile">
            <IconUser size={18} className="text-muted" /> {t('account.menuProfile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/user/cart')} data-testid="user-menu-prizes">
            <IconCart size={18} className="text-muted" /> {t('nav.myPrizes')}
          </DropdownMenu.Item>
          {PROGRESSION_LINKS.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} className={ITEM} onSelect={() => navigate(to)} data-testid={`user-menu-${to.slice(1)}`}>
              {Icon ? <Icon size={18} className="text-muted" /> : null} {t(label)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/referral')} data-testid="user-menu-referral">
            <IconDollar size={18} className="text-muted" /> {t('nav.earnMoney')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/provably-fair')}>
            <IconShield size={18} className="text-muted" /> {t('nav.provablyFair')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/user/stats')} data-testid="user-menu-stats">
            <IconCoin size={18} className="text-muted" /> {t('nav.stats')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => openTopUp()}>
            <IconDollar size={18} className="text-muted" /> {t('nav.topUp')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={`${ITEM} text-danger`}
            data-testid="user-menu-logout"
            onSelect={() =>
              logout.mutate(undefined, {
                onSettled: () => {
                  toast.info(t('auth.loggedOut'));
                  navigate('/');
                },
              })
            }
          >
            <IconLogout size={18} /> {t('auth.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
