import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { validateEmail } from '@hapa/domain';
import type { SessionData } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ARGON2, type AuthService, type AuthUser, type SessionClient } from '../auth/auth.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import { userAccounts } from '../users/user-accounts.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { ProviderLog, ProviderName, SocialCredential, SocialIdentity, SocialProvider } from './providers.ts';
import type { AuthSandbox, SandboxPerson } from './sandbox-identity.ts';
import * as repo from './social.repo.ts';

/** How recent a social sign-in must be to stand in for the password (account deletion): 5 minutes. */
export const FRESH_PROOF_MS = 5 * 60_000;

/** Email of an account created by a sign-in that gave no email (never deliverable). */
export const socialPlaceholderEmail = (provider: string, subject: string) => `${provider}-${subject}@social.hapabox.invalid`;

/**
 * Social sign-in (docs/product/endpoints.md#user-and-auth /user/login/google, facebook, telegram; docs/product/roles.md#app-shell-and-telegram Telegram auto login) behind one
 * SocialProvider interface. A first sign-in creates the account; an identity whose email belongs to an
 * existing account is refused (`user.error.link_required`) until that account, signed in with its
 * password, links it (POST /api/user/link/{provider}).
 */
export class SocialAuthService {
  constructor(
    private readonly d: {
      db: Db;
      auth: AuthService;
      wallet: WalletService;
      fairness: FairnessService;
      providers: Map<ProviderName, SocialProvider>;
      sandbox: AuthSandbox | null;
      options: { googleClientId?: string; facebookAppId?: string; telegramBotName?: string; telegramBotId?: string };
    },
  ) {}

  /**
   * Buttons to show: providers with keys, and sandboxed ones while AUTH_SANDBOX is on. Live ones carry what
   * their browser SDK needs: Google `clientId`, Facebook `appId`, Telegram `botId` (the public part of the
   * bot token before ':', for Telegram.Login.auth) and `botName`.
   */
  list() {
    return [...this.d.providers.values()].map((p) => ({
      name: p.name,
      mode: p.mode,
      ...(p.name === 'google' && p.mode === 'live' && this.d.options.googleClientId ? { clientId: this.d.options.googleClientId } : {}),
      ...(p.name === 'facebook' && p.mode === 'live' && this.d.options.facebookAppId ? { appId: this.d.options.facebookAppId } : {}),
      ...(p.name === 'telegram' && p.mode === 'live' && this.d.options.telegramBotId ? { botId: this.d.options.telegramBotId } : {}),
      ...(p.name === 'telegram' && p.mode === 'live' && this.d.options.telegramBotName ? { botName: this.d.options.telegramBotName } : {}),
    }));
  }

  private provider(name: ProviderName): SocialProvider {
    const p = this.d.providers.get(name);
    if (!p) throw new AppError('user.error.social_disabled');
    return p;
  }

  /**
   * Signs in with a provider credential; answers the email login's session shape. A first sign-in creates
   * the account only with `credential.ageConfirmed === true` (18+, as email sign-up); an identity already
   * linked signs in without it. `log` hears why a credential was refused (the check, never the credential); `client` is
   * recorded on the session (docs/security.md#sessions-and-devices).
   * @throws AppError user.error.social_disabled | user.error.social_invalid | user.error.link_required |
   *   user.error.age_confirm (would create an account, 18+ not confirmed) | user.error.disabled
   */
  async signIn(
    name: ProviderName,
    credential: SocialCredential,
    channelType: string,
    log?: ProviderLog,
    client?: SessionClient,
  ): Promise<SessionData> {
    const id = await this.provider(name).verify(credential, log);
    for (let attempt = 0; ; attempt++) {
      const linked = await repo.findIdentity(this.d.db, id.provider, id.subject);
      if (linked) {
        const user = await this.d.auth.findUserById(linked.userId, this.d.db);
        if (!user || user.isDisabled) throw new AppError('user.error.disabled');
        return this.d.auth.signInVerified(user, channelType, false, client);
      }
      if (id.email && (await this.d.auth.findUserByEmail(id.email, this.d.db))) throw new AppError('user.error.link_required');
      if (credential.ageConfirmed !== true) throw new AppError('user.error.age_confirm');
      try {
        const user = await this.createUser(id);
        return this.d.auth.signInVerified(user, channelType, true, client);
      } catch (err) {
        if (err instanceof AppError || attempt > 0) throw err;
        // a racing first sign-in created it: read again
      }
    }
  }

  /**
   * Links a provider identity to the signed-in account (the account proved itself by signing in).
   * @throws AppError user.error.social_invalid | user.error.social_linked
   */
  async link(user: AuthUser, name: ProviderName, credential: SocialCredential, log?: ProviderLog): Promise<void> {
    const id = await this.provider(name).verify(credential, log);
    const existing = await repo.findIdentity(this.d.db, id.provider, id.subject);
    if (existing && existing.userId !== user.id) throw new AppError('user.error.social_linked');
    if (!existing) await repo.insertIdentity(this.d.db, { provider: id.provider, subject: id.subject, userId: user.id, email: id.email });
  }

  /**
   * A fresh sign-in proof for `user` (account deletion without a password): the credential must verify,
   * belong to an identity linked to this account and have been issued at most `FRESH_PROOF_MS` before `nowMs`.
   * @throws AppError user.error.social_disabled | user.error.social_invalid (not verified or not this account's) |
   *   user.error.social_stale (older than 5 minutes or no issue time)
   */
  async assertFreshProof(user: AuthUser, name: ProviderName, credential: SocialCredential, nowMs: number): Promise<void> {
    const id = await this.provider(name).verify(credential);
    const linked = await repo.findIdentity(this.d.db, id.provider, id.subject);
    if (!linked || linked.userId !== user.id) throw new AppError('user.error.social_invalid');
    if (id.issuedAt === null || nowMs - id.issuedAt > FRESH_PROOF_MS || id.issuedAt - nowMs > 60_000)
      throw new AppError('user.error.social_stale');
  }

  /**
   * Drops every social identity of `userId` (provider subject and email are personal data) in the caller's
   * transaction `tx`: account deletion (modules/users) reaches them through here (docs/architecture.md#layers).
   */
  async forgetIdentitiesOf(tx: Tx, userId: number): Promise<void> {
    await repo.deleteIdentitiesOf(tx, userId);
  }

  /** Providers linked to a player. */
  linkedProviders(userId: number): Promise<string[]> {
    return repo.providersOf(this.d.db, userId);
  }

  /**
   * Sandbox consent page: a signed test identity for a sandboxed provider.
   * @throws AppError user.error.social_disabled (not sandboxed) | validation.*
   */
  async sandboxIssue(name: ProviderName, person: SandboxPerson): Promise<SocialCredential> {
    const p = this.d.providers.get(name);
    if (!p || p.mode !== 'sandbox' || !this.d.sandbox) throw new AppError('user.error.social_disabled');
    const bad = validateEmail(person.email);
    if (bad) throw new AppError(bad.key as 'validation.email');
    return this.d.sandbox.issue(name, { email: person.email.trim(), name: person.name.trim() });
  }

  private async createUser(id: SocialIdentity) {
    const passwordHash = await hash(randomBytes(32).toString('hex'), ARGON2); // unusable: the account has no password
    const email = id.email ?? socialPlaceholderEmail(id.provider, id.subject);
    const nickname = (id.name ?? '').trim().slice(0, 20) || `${id.provider}***`;
    return this.d.db.transaction(async (tx) => {
      const created = await this.d.auth.insertUser(tx, { email, passwordHash, hasPassword: false, nickname, headImg: '' });
      if (!created) throw new Error('email taken while creating a social account');
      const headImg = `/art/avatar/${created.id}.svg`;
      await this.d.auth.setUserProfile(tx, created.id, { headImg });
      await this.d.wallet.createUserAccounts(tx, created.id);
      await this.d.fairness.ensurePairs(tx, created.id, 1);
      if (!(await repo.insertIdentity(tx, { provider: id.provider, subject: id.subject, userId: created.id, email: id.email })))
        throw new Error('identity linked concurrently');
      if (id.emailVerified && id.email) await userAccounts.markEmailVerified(tx, created.id, new Date());
      return { ...created, headImg };
    });
  }
}
