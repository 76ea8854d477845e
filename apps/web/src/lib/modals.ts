/**
 * App-wide modals that any feature may ask for (auth, top-up, insufficient balance).
 * The app shell renders them; features only call `openAuth()` / `openTopUp()` / `openInsufficient()`.
 */
import { useSyncExternalStore } from 'react';
import { APP_MESSAGES, isInApp, isTelegram, postToApp, requestHostSignIn } from './app-shell.ts';
import { sessionViewLags } from './session.ts';

export type AuthTab = 'signup' | 'login';

/** How the top-up was asked for (docs/product/states.md#top-up top-up modal, docs/product/errors.md#client-handling insufficient coins). */
export interface TopUpOptions {
  /** `not_enough_balance`: in the app shell the shell opens its own top-up instead (docs/product/errors.md) */
  reason?: 'not_enough_balance';
  /** a Lucky Trial share number: closing asks "Give up top-up may not help your friend ..." (docs/product/states.md#top-up) */
  trialShareNo?: string;
  /** recorded with the order (prepay header `referEvent`) */
  referEvent?: string;
  /** the amount to start the form with, cents (clamped to the method's range), e.g. what unlocks battles */
  amountCents?: number;
}

export interface ModalState {
  auth: { open: boolean; tab: AuthTab; /** where sign-up came from, e.g. 'box' keeps the user on the page */ origin?: string };
  topUp: boolean;
  topUpOptions: TopUpOptions;
  insufficient: boolean;
  /** what the refused action costs, cents (the modal says how much is missing), or null */
  insufficientNeedCents: number | null;
  /** free box guide (docs/product/routes.md#free "free box guide (Open Free Box, item 109)") */
  freeGuide: boolean;
  /** birthday pop (docs/product/states.md#birthday): before the drop pop and the home pop list in the home popup priority */
  birthday: boolean;
}

let state: ModalState = {
  auth: { open: false, tab: 'signup' },
  topUp: false,
  topUpOptions: {},
  insufficient: false,
  insufficientNeedCents: null,
  freeGuide: false,
  birthday: false,
};
const listeners = new Set<() => void>();

function set(next: ModalState) {
  state = next;
  for (const l of listeners) l();
}

/**
 * Opens sign-up or sign-in. Refused while React's view of a stored session lags it (lib/session.ts sessionViewLags: a
 * first screen hydrating for a signed-in player), so a control that read the view as signed out never asks a signed-in
 * player to sign in; the control works once the view has caught up.
 */
export function openAuth(tab: AuthTab = 'signup', origin?: string): void {
  // the Telegram mini-app signs in from initData: never the web sign-up there (docs/product/roles.md#app-shell-and-telegram), a retry instead
  if (isTelegram()) return requestHostSignIn();
  if (sessionViewLags()) return;
  set({ ...state, auth: { open: true, tab, origin } });
}
export function closeAuth(): void {
  set({ ...state, auth: { ...state.auth, open: false } });
}
export function setAuthTab(tab: AuthTab): void {
  set({ ...state, auth: { ...state.auth, tab } });
}
/** Opens the top-up; in the app shell a `not_enough_balance` top-up is the shell's own (docs/product/errors.md). */
export function openTopUp(options: TopUpOptions = {}): void {
  if (options.reason === 'not_enough_balance' && isInApp()) {
    postToApp(APP_MESSAGES.notEnoughBalance);
    set({ ...state, insufficient: false });
    return;
  }
  set({ ...state, topUp: true, topUpOptions: options, insufficient: false });
}
export function closeTopUp(): void {
  set({ ...state, topUp: false });
}
/** Opens the insufficient-balance modal; `needCents`: what the refused action costs (cents). */
export function openInsufficient(needCents: number | null = null): void {
  set({ ...state, insufficient: true, insufficientNeedCents: needCents });
}
export function closeInsufficient(): void {
  set({ ...state, insufficient: false });
}

export function openFreeGuide(): void {
  set({ ...state, freeGuide: true });
}
export function closeFreeGuide(): void {
  set({ ...state, freeGuide: false });
}

export function openBirthday(): void {
  set({ ...state, birthday: true });
}
export function closeBirthday(): void {
  set({ ...state, birthday: false });
}

export function getModalState(): ModalState {
  return state;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** React view of the modal state. */
export function useModals(): ModalState {
  return useSyncExternalStore(subscribe, getModalState, getModalState);
}
