import type { DistributionDetail } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, MonoField } from '../../../components/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { createSlink } from '../api/referral.ts';

/** Share targets: each gets its own short link (POST /api/slink/create_slink) so clicks show where they came from. */
const TARGETS: { channel: string; name: string; url: (link: string, text: string) => string }[] = [
  {
    channel: 'telegram',
    name: 'Telegram',
    url: (l, t) => `https://t.me/share/url?url=${encodeURIComponent(l)}&text=${encodeURIComponent(t)}`,
  },
  { channel: 'whatsapp', name: 'WhatsApp', url: (l, t) => `https://wa.me/?text=${encodeURIComponent(`${t} ${l}`)}` },
  { channel: 'x', name: 'X', url: (l, t) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(l)}&text=${encodeURIComponent(t)}` },
  { channel: 'facebook', name: 'Facebook', url: (l) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(l)}` },
];

/** My code and link (copy: "Copy successfully."), and share buttons. */
export function ShareCard({ detail }: { detail: DistributionDetail }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const text = t('referral.shareText');

  async function share(target: (typeof TARGETS)[number]) {
    // the window opens inside the click (popup blockers), the short link is filled in when it arrives
    const win = window.open('', '_blank', 'noopener=no');
    try {
      const slink = await createSlink(target.channel);
      const url = target.url(origin + slink.path, text);
      if (win) win.location.href = url;
      else window.location.href = url;
    } catch {
      win?.close();
      toast.error(t('common.somethingWrong'));
    }
  }

  async function nativeShare() {
    try {
      const slink = await createSlink('native');
      await navigator.share({ title: 'HapaBox', text, url: origin + slink.path });
    } catch {
      /* the player closed the share sheet */
    }
  }

  return (
    <Card data-testid="referral-share">
      <CardTitle>{t('referral.share')}</CardTitle>
      <div className="flex flex-col gap-3">
        <MonoField label={t('referral.yourCode')} value={detail.code} testId="referral-code" />
        <MonoField label={t('referral.yourLink')} value={origin + detail.link} testId="referral-link" />
        <div className="flex flex-wrap gap-2">
          {TARGETS.map((target) => (
            <Button
              key={target.channel}
              variant="secondary"
              size="sm"
              onClick={() => void share(target)}
              aria-label={t('referral.shareOn', { name: target.name })}
              data-testid={`referral-share-${target.channel}`}
            >
              {target.name}
            </Button>
          ))}
          {typeof navigator !== 'undefined' && 'share' in navigator ? (
            <Button variant="outline" size="sm" onClick={() => void nativeShare()}>
              {t('referral.moreShare')}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
