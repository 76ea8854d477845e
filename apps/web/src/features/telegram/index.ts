/** Public surface of the Telegram / app-shell feature (docs/architecture/web-app.md). */
export { TelegramGate } from './components/telegram-gate.tsx';
export { TelegramSignInStatus } from './components/sign-in-status.tsx';
