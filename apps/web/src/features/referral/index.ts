export { clearReferralChannel, keepReferralChannel, readReferralChannel } from './lib/channel.ts';
