import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openReset, resetLinkFrom } from '../lib/account-modals.ts';

/** Opens the reset modal from the mailed link `?email=&code=&type=1` (docs/product/validation.md#accounts) and takes the link out of the URL. */
export function ResetLinkWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const link = resetLinkFrom(location.search);
    if (!link) return;
    openReset(link.email, link.code);
    const q = new URLSearchParams(location.search);
    for (const k of ['email', 'code', 'type']) q.delete(k);
    navigate({ pathname: location.pathname, search: q.toString() }, { replace: true });
  }, [location.search, location.pathname, navigate]);
  return null;
}
