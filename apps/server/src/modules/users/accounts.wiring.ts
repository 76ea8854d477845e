import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { AddressesService } from '../addresses/addresses.service.ts';
import { MailService } from '../mail/mail.service.ts';
import { DeletionService } from './deletion.service.ts';
import { EmailFlowsService } from './email-flows.service.ts';
import { ProfileService } from './profile.service.ts';
import { LanguageService } from './language.service.ts';
import type { LanguageCode } from '@hapa/contracts';
import { ProtectionService } from '../protection/protection.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { Checkout } from '../payments/checkout.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import { createSocialAuth } from '../social-auth/social.wiring.ts';
import type { SocialAuthService } from '../social-auth/social.service.ts';

/** The account features (apps/server/src/modules/users/README.md): mail, email flows, profile, addresses, deletion. */
export interface Accounts {
  mail: MailService;
  emailFlows: EmailFlowsService;
  profile: ProfileService;
  addresses: AddressesService;
  deletion: DeletionService;
  protection: ProtectionService;
  social: SocialAuthService;
  /** players' language setting and the language a request is answered in (apps/server/src/modules/users/README.md) */
  languages: LanguageService;
  /** After a sign-up: mails the confirmation (in `lang`, the sign-up request's language); a mail failure is logged, never fails the sign-up. */
  afterSignUp(userId: number, log: FastifyBaseLogger, lang?: LanguageCode): Promise<void>;
  close(): void;
}

/**
 * Builds the account services and hooks player protection into the money actions: every coin stake
 * (wallet debit to the house), every deposit order and every deposit credit run their checks inside their
 * own transaction.
 */
export function createAccounts(
  config: Config,
  deps: {
    db: Db;
    auth: AuthService;
    random: RandomSource;
    clock: Clock;
    publicUrl: () => string;
    wallet: WalletService;
    checkout: Checkout;
    fairness: FairnessService;
  },
): Accounts {
  const protection = new ProtectionService(deps.db, deps.clock);
  deps.wallet.setSpendGuard(
    (tx, userId, cents) => protection.assertCanStake(tx, userId, cents),
    (tx, userId) => protection.prefetchStakeGuard(tx, userId),
  );
  deps.checkout.depositGuard = (tx, userId, coinCents) => protection.assertCanDeposit(tx, userId, coinCents);
  deps.checkout.creditGuard = (tx, userId, coinCents) => protection.depositRefusalAtCredit(tx, userId, coinCents);
  const mail = new MailService(deps.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs: config.MAIL_TIMEOUT_MS });
  const social = createSocialAuth(config, { db: deps.db, auth: deps.auth, wallet: deps.wallet, fairness: deps.fairness });
  const languages = new LanguageService(deps.db, deps.clock);
  deps.auth.useLanguageSetting((uid) => languages.saved(uid));
  const emailFlows = new EmailFlowsService(deps.db, mail, deps.auth, deps.random, deps.clock, deps.publicUrl, languages);
  const addresses = new AddressesService(deps.db, deps.clock);
  return {
    mail,
    emailFlows,
    profile: new ProfileService(deps.db, deps.auth, deps.clock, (uid) => social.linkedProviders(uid), languages),
    addresses,
    deletion: new DeletionService(deps.db, deps.auth, deps.clock, { addresses, social }, (user, provider, credential, nowMs) =>
      social.assertFreshProof(user, provider, credential, nowMs),
    ),
    protection,
    social,
    languages,
    async afterSignUp(userId, log, lang) {
      try {
        await emailFlows.sendConfirm(userId, lang);
      } catch (err) {
        log.warn({ err, userId }, 'sign-up confirmation mail not sent');
      }
    },
    close: () => mail.close(),
  };
}
