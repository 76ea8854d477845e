/**
 * Sending a withdrawal on-chain (issue 15) sits behind this interface. The default is manual: nothing is
 * sent by the server (no keys in the repository); the operator pays from the custody wallet and pastes the
 * transaction hash in the console (`ReferralService.markPaid`). An automatic provider (a custody API) would
 * implement `send` and return the hash, and the approval would mark the withdrawal paid at once.
 */
export interface PayoutRequest {
  id: number;
  chain: string;
  ccy: string;
  address: string;
  /** coin amount, decimal string */
  coinAmount: string;
}

export interface PayoutProvider {
  readonly name: string;
  /** Sends the payout; `txHash` null means "an operator sends it and pastes the hash". */
  send(req: PayoutRequest): Promise<{ txHash: string | null }>;
}

/** The manual default: nothing is sent; the operator marks the withdrawal paid with the hash. */
export const manualPayout: PayoutProvider = {
  name: 'manual',
  send: async () => ({ txHash: null }),
};
