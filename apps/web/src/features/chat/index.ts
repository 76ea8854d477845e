/** Chats (apps/server/src/modules/chat/README.md): the header chat button + drawer (support, VIP chat, chat room) and the order page's "Contact support". */
export { ChatButton } from './components/chat-button.tsx';
export { ContactSupportButton } from './components/contact-support-button.tsx';
export { openChat } from './lib/chat-store.ts';
export { IconChat } from './components/chat-icons.tsx';
