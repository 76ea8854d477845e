import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/index.ts';
import { openChat } from '../lib/chat-store.ts';

/** "Contact support" on an order page: opens the support chat with this order's card ready to send (docs/product/entities.md#notifications-and-chat msgType 3). */
export function ContactSupportButton({ orderId, className }: { orderId: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() => openChat('support', orderId)}
      data-testid="order-contact-support"
    >
      {t('chat.contactSupport')}
    </Button>
  );
}
