import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_TEXT_MAX, type ChatAccess, type ChatMessage } from '@hapa/contracts';
import { Button } from '../../../components/index.ts';
import { getSocket } from '../../../lib/realtime.ts';
import { useChatPage } from '../api/get-chat-page.ts';
import { useReadChat } from '../api/read-chat.ts';
import { sendChat } from '../api/send-chat.ts';
import { uploadChatImage } from '../api/upload-chat-image.ts';
import { clearChatOrder } from '../lib/chat-store.ts';
import { mergeMessages } from '../lib/messages.ts';
import { Composer } from './composer.tsx';
import { VipLevelGate } from './gate.tsx';
import { MessageList } from './message-list.tsx';
import { useLiveMessages } from './use-live-messages.ts';

/** How long "Support is typing" shows after the last `customer_tip:typing`, ms. */
const TYPING_MS = 4_000;
const isSupport = (m: ChatMessage) => m.room === 'support';

/**
 * The support chat (docs/product/README.md, docs/product/validation.md#chat, docs/product/roles.md#vip-levels: VIP 2+ by the VIP table): history (newest 100), live replies on `chat`,
 * "Support is typing" on `customer_tip`, text up to 100, images, and an order card offered when the drawer was
 * opened from an order page. Locked: "VIP {n} Required." with a link to the VIP page.
 */
export function SupportPanel({ access, orderId }: { access: ChatAccess; orderId: number | null }) {
  const { t } = useTranslation();
  const allowed = access.support.allowed;
  const page = useChatPage('support', allowed);
  const { live, add } = useLiveMessages('chat:message', isSupport);
  const read = useReadChat();
  const [typing, setTyping] = useState(false);
  const messages = useMemo(() => mergeMessages(page.data?.list ?? [], live), [page.data, live]);
  const lastAgent = [...messages].reverse().find((m) => m.type === 'agent')?.id;

  useEffect(() => {
    if (allowed && lastAgent) read.mutate();
    // read once per new agent message while the panel is open (the mutation object is left out on purpose)
  }, [allowed, lastAgent]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const socket = getSocket();
    const on = () => {
      setTyping(true);
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(false), TYPING_MS);
    };
    socket.on('customer_tip:typing', on);
    return () => {
      clearTimeout(timer);
      socket.off('customer_tip:typing', on);
    };
  }, []);
  useEffect(() => setTyping(false), [lastAgent]);

  // the player's last message since the last agent reply: acknowledged below the list until support answers
  const lastMine = [...messages].reverse().find((m) => m.type !== 'agent');
  const awaitingReply = !!lastMine && messages[messages.length - 1]?.id === lastMine.id && !typing;
  const sendText = useCallback(async (text: string) => add(await sendChat({ msgType: 1, text })), [add]);
  const sendImage = useCallback(async (file: File) => add(await sendChat({ msgType: 2, image: await uploadChatImage(file) })), [add]);
  const sendOrder = useCallback(async () => {
    if (!orderId) return;
    add(await sendChat({ msgType: 3, shippingOrderId: orderId }));
    clearChatOrder();
  }, [add, orderId]);

  if (!allowed) {
    return <VipLevelGate kind="support" level={access.support.level} />;
  }
  return (
    <>
      <MessageList
        testId="chat-support-list"
        messages={messages}
        loading={page.isPending}
        empty={t('chat.support.empty')}
        footer={
          typing ? (
            <p className="pt-2 text-xs font-semibold text-accent" data-testid="chat-typing">
              {t('chat.support.typing')}
            </p>
          ) : awaitingReply ? (
            <p className="pt-2 text-xs font-semibold text-success" role="status" data-testid="chat-support-ack">
              {t('chat.support.received')}
            </p>
          ) : null
        }
      />
      {page.isError ? (
        <div className="flex items-center justify-center gap-2 px-4 pb-2 text-sm text-muted">
          {t('chat.loadFailed')}
          <Button size="sm" variant="ghost" onClick={() => void page.refetch()}>
            {t('chat.reload')}
          </Button>
        </div>
      ) : null}
      <Composer
        testId="chat-support-composer"
        max={SUPPORT_TEXT_MAX}
        placeholder={t('chat.composer.placeholder')}
        onSendText={sendText}
        onSendImage={sendImage}
        above={orderId ? <OrderOffer orderId={orderId} onSend={sendOrder} /> : null}
      />
    </>
  );
}

function OrderOffer({ orderId, onSend }: { orderId: number; onSend: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const send = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onSend();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm"
      data-testid="chat-order-offer"
    >
      <span className="font-semibold">{t('chat.order.offer', { id: orderId })}</span>
      {failed ? <span className="text-xs font-bold text-danger">{t('chat.failed')}</span> : null}
      <span className="ml-auto flex gap-2">
        <Button size="sm" variant="ghost" onClick={() => clearChatOrder()}>
          {t('chat.order.dismiss')}
        </Button>
        <Button size="sm" loading={busy} onClick={() => void send()} data-testid="chat-order-send">
          {failed ? t('chat.retry') : t('chat.order.send')}
        </Button>
      </span>
    </div>
  );
}
