export { clearReferralChannel, readReferralChannel } from './lib/channel.ts';
