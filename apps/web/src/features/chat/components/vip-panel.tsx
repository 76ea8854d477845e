import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIP_TEXT_MAX, type ChatAccess, type ChatMessage } from '@hapa/contracts';
import { IconButton, IconClose } from '../../../components/index.ts';
import { useChatPage } from '../api/get-chat-page.ts';
import { sendChat } from '../api/send-chat.ts';
import { mergeMessages } from '../lib/messages.ts';
import { Composer } from './composer.tsx';
import { VipLevelGate } from './gate.tsx';
import { MessageList } from './message-list.tsx';
import { useLiveMessages } from './use-live-messages.ts';

const all = () => true;

/**
 * The VIP chat (docs/product/validation.md#chat, docs/product/roles.md#vip-levels: VIP 3+ by the VIP table's `vipChat`): a shared room on `chat_vip`, text up to 500,
 * a message may quote another (referChatVipMessage). Locked: "You need to reach VIP3 to use this function".
 */
export function VipPanel({ access }: { access: ChatAccess }) {
  const { t } = useTranslation();
  const allowed = access.vip.allowed;
  const page = useChatPage('vip', allowed);
  const { live, add } = useLiveMessages('chat_vip:message', all, 'chat_vip');
  const [quote, setQuote] = useState<ChatMessage | null>(null);
  const messages = useMemo(() => mergeMessages(page.data?.list ?? [], live), [page.data, live]);
  const sendText = useCallback(
    async (text: string) => {
      add(await sendChat({ room: 'vip', msgType: 1, text, ...(quote ? { referChatVipMessage: quote.id } : {}) }));
      setQuote(null);
    },
    [add, quote],
  );
  if (!allowed) {
    return <VipLevelGate kind="vip" level={access.vip.level} />;
  }
  return (
    <>
      <MessageList testId="chat-vip-list" messages={messages} loading={page.isPending} empty={t('chat.vip.empty')} onQuote={setQuote} />
      <Composer
        testId="chat-vip-composer"
        max={VIP_TEXT_MAX}
        placeholder={t('chat.composer.placeholderVip')}
        onSendText={sendText}
        above={
          quote ? (
            <div
              className="flex items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-1.5 text-xs"
              data-testid="chat-quoting"
            >
              <span className="min-w-0 flex-1 truncate">
                <span className="font-bold">{t('chat.quoting', { name: quote.nickname })}</span> {quote.text}
              </span>
              <IconButton size="sm" aria-label={t('chat.cancelQuote')} onClick={() => setQuote(null)}>
                <IconClose size={14} />
              </IconButton>
            </div>
          ) : null
        }
      />
    </>
  );
}
