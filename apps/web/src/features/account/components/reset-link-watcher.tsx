import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRedirect } from '../../../lib/navigation.ts';
import { openReset, resetLinkFrom } from '../lib/account-modals.ts';

/** Opens the reset modal from the mailed link `?email=&code=&type=1` (docs/product/validation.md#accounts) and takes the link out of the URL. */
export function ResetLinkWatcher() {
  const location = useLocation();
  const redirect = useRedirect();
  useEffect(() => {
    const link = resetLinkFrom(location.search);
    if (!link) return;
    openReset(link.email, link.code);
    const q = new URLSearchParams(location.search);
    for (const k of ['email', 'code', 'type']) q.delete(k);
    redirect({ pathname: location.pathname, search: q.toString() });
  }, [location.search, location.pathname, redirect]);
  return null;
}
