import { useEffect, useRef, useState } from 'react';
import { loadScript } from '../../../lib/load-script.ts';
import { mountGoogleButton } from '../lib/google-button.ts';

/**
 * Google's own "Continue with Google" button (live keys), its script loaded when this first shows. Each ID
 * token the player signs in with goes to `onCredential({idToken})` (sign-in, or the fresh sign-in of a deletion).
 */
export function GoogleLiveButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: { idToken: string }) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onCredential);
  handler.current = onCredential;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    void mountGoogleButton(
      { google: () => (window as unknown as { google?: never }).google, loadScript },
      el,
      clientId,
      el.clientWidth || 320,
      (idToken) => handler.current({ idToken }),
    ).then((ok) => {
      if (live && !ok) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [clientId]);

  if (failed) return null;
  return <div ref={ref} className="flex min-h-10 w-full justify-center" data-testid="social-google-live" />;
}
