/** Public surface of the Telegram / app-shell feature (issue 17). */
export { TelegramGate } from './components/telegram-gate.tsx';
export { TelegramSignInStatus } from './components/sign-in-status.tsx';
