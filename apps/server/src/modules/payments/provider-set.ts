import type { PaymentProvider, PayMethodKey } from './providers/types.ts';
import type { PayMethodConfig } from './pay-methods.ts';
import { SandboxProvider } from './sandbox-provider.ts';

/** The provider that runs a method: a real one, or the sandbox playing that method's flow. */
export interface ResolvedProvider {
  /** key the order records as its provider (webhooks must come from it) */
  key: PayMethodKey;
  provider: PaymentProvider;
  isTest: boolean;
}

/**
 * The configured providers and the payments mode (config PAYMENTS_MODE). In `sandbox` mode a method whose
 * provider has no keys still runs, on the sandbox; in `live` mode such a method is not offered.
 */
export class ProviderSet {
  constructor(
    private readonly providers: Map<PayMethodKey, PaymentProvider>,
    readonly mode: 'sandbox' | 'live',
  ) {}

  /** A provider by key (webhook routes): real ones, and 'sandbox' in sandbox mode. */
  get(key: PayMethodKey): PaymentProvider | undefined {
    return this.providers.get(key);
  }

  /** Keys of the real providers (configured with keys), for the start line; the sandbox is not one. */
  liveKeys(): PayMethodKey[] {
    return [...this.providers.keys()].filter((k) => k !== 'sandbox');
  }

  sandbox(): SandboxProvider | undefined {
    const s = this.providers.get('sandbox');
    return s instanceof SandboxProvider ? s : undefined;
  }

  /** Who runs `m`, or undefined when the method is not offered. */
  resolve(m: PayMethodConfig): ResolvedProvider | undefined {
    if (m.payType === 'sandbox') {
      const s = this.sandbox();
      return s ? { key: 'sandbox', provider: s, isTest: true } : undefined;
    }
    const real = this.providers.get(m.payType);
    // a method may run on another method's provider (Google Pay on Stripe or the card acquirer): the order
    // records the provider's own key, so that provider's webhooks settle it
    if (real) return { key: real.key, provider: real, isTest: false };
    const s = this.mode === 'sandbox' ? this.sandbox() : undefined;
    return s ? { key: 'sandbox', provider: s, isTest: true } : undefined;
  }
}
