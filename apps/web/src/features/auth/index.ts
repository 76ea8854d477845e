/** Public surface of the auth feature (used by the app shell and routes). */
export { useBaseInfo } from './api/get-base-info.ts';
export { useLogout } from './api/logout.ts';
export { AuthDialog } from './components/auth-dialog.tsx';
