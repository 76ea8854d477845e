import { useEffect } from 'react';
import { useSession } from '../../../lib/session.ts';
import { useVip } from '../api/get-vip.ts';

/** Class on <html> for players above the VIP theme level (docs/product/roles.md#vip-levels "VIP theme above 8"); styles.css styles it. */
export const VIP_THEME_CLASS = 'vip-theme-app';

/**
 * The app-wide VIP theme (docs/product/roles.md#vip-levels): while the signed-in player's level is above `themeAboveLevel` (GET
 * /api/user/vip), the root element carries VIP_THEME_CLASS, which gives the header balance chip, the avatar
 * ring and the VIP level badges a gold accent (styles.css, "VIP theme" block). Renders nothing.
 */
export function VipTheme() {
  const session = useSession();
  const v = useVip().data;
  const on = !!session && !!v && v.level > v.themeAboveLevel;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(VIP_THEME_CLASS, on);
    return () => root.classList.remove(VIP_THEME_CLASS);
  }, [on]);
  return null;
}
