import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  IconCart,
  IconChevronDown,
  IconCoin,
  IconDollar,
  IconLogout,
  IconRefresh,
  IconShield,
  IconTruck,
  IconUser,
  Skeleton,
  UserAvatar,
} from '../../components/index.ts';
import { openTopUp } from '../../lib/modals.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast-store.ts';
import { useBaseInfo, useLogout } from '../../features/auth/index.ts';
import { PROGRESSION_LINKS } from './nav-config.ts';
import { UserMenuPlaceholder } from './user-menu-placeholder.tsx';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold text-fg outline-none data-[highlighted]:bg-surface-3';

/** Avatar dropdown: profile, prizes, VIP pages, Earn Money, fairness, stats, orders, top-up, log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: info } = useBaseInfo();
  const logout = useLogout();
  if (!session) return <UserMenuPlaceholder />;
  const name = info?.nickname ?? session.nickname;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-xl p-1 pr-2 hover:bg-surface-2"
        data-testid="user-menu-trigger"
        aria-label={t('nav.account')}
      >
        <UserAvatar name={name} src={info?.head_img ?? session.head_img} />
        <span className="hidden max-w-28 truncate text-sm font-semibold 2xl:block">{name}</span>
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
          {/* real links (an address to open in a new tab, and one the reachability check can read) */}
          <DropdownMenu.Item asChild className={ITEM} data-testid="user-menu-profile">
            <Link to="/user/profile">
              <IconUser size={18} className="text-muted" /> {t('account.menuProfile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM} data-testid="user-menu-prizes">
            <Link to="/user/cart">
              <IconCart size={18} className="text-muted" /> {t('nav.myPrizes')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM} data-testid="user-menu-exchange">
            <Link to="/exchange-center">
              <IconRefresh size={18} className="text-muted" /> {t('nav.exchangeCenter')}
            </Link>
          </DropdownMenu.Item>
          {PROGRESSION_LINKS.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={ITEM} data-testid={`user-menu-${to.slice(1)}`}>
              <Link to={to}>
                {Icon ? <Icon size={18} className="text-muted" /> : null} {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item asChild className={ITEM} data-testid="user-menu-referral">
            <Link to="/referral">
              <IconDollar size={18} className="text-muted" /> {t('nav.earnMoney')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/provably-fair">
              <IconShield size={18} className="text-muted" /> {t('nav.provablyFair')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM} data-testid="user-menu-stats">
            <Link to="/user/stats">
              <IconCoin size={18} className="text-muted" /> {t('nav.stats')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM} data-testid="user-menu-orders">
            <Link to="/user/order">
              <IconTruck size={18} className="text-muted" /> {t('nav.myOrders')}
            </Link>
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
