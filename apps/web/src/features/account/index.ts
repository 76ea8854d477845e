/** Public surface of the account feature (profile, addresses, email flows, deletion). */
export { AccountModals } from './components/account-modals.tsx';
export { openForgot } from './lib/account-modals.ts';
export { SocialButtons } from './components/social-buttons.tsx';
export { socialLogin } from './api/social.ts';
export { socialSignIn, useAgeStep } from './lib/social-signin.ts';
export { useAddresses, useCountries } from './api/addresses.ts';
export { AddressForm } from './components/address-form.tsx';
