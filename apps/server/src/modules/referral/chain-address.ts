/**
 * Withdrawal address checks per chain (apps/server/src/modules/referral/README.md), each with the chain's well-kept library:
 * - BTC: bitcoinjs-lib `address.toOutputScript` on mainnet (P2PKH, P2SH, P2WPKH, P2WSH with their
 *   checksums); taproot (bech32m, witness v1) through `address.fromBech32` (needs no curve library);
 * - ETH (ETH and ERC-20): ethers `isAddress` (EIP-55: a mixed-case address must carry a valid checksum);
 * - TRON (TRC-20): base58check (bs58check) of 21 bytes starting 0x41, the form every TRON address has;
 * - TON: @ton/core `Address.parseFriendly` (checksum, mainnet, not a testnet-only form) or the raw form.
 */

/**
 * True when `addr` is a valid mainnet address of `chain` (BTC, ETH, TRON, TON); false for anything else.
 * Async: the chain's library is loaded on first use (together about 0.5 s of module loading that every
 * start paid before for the rare withdrawal request: bench:start).
 */
export async function isValidChainAddress(chain: string, addr: string): Promise<boolean> {
  const a = addr.trim();
  if (!a || a !== addr || a.length > 128) return false;
  try {
    switch (chain) {
      case 'BTC':
        return isBtc(await import('bitcoinjs-lib'), a);
      case 'ETH': {
        if (!/^0x[0-9a-fA-F]{40}$/.test(a)) return false;
        const { isAddress } = await import('ethers');
        return isAddress(a);
      }
      case 'TRON': {
        const { default: bs58check } = await import('bs58check');
        const bytes = bs58check.decode(a);
        return bytes.length === 21 && bytes[0] === 0x41;
      }
      case 'TON': {
        const { Address } = await import('@ton/core');
        if (Address.isRaw(a)) return Address.parseRaw(a).workChain === 0 || Address.parseRaw(a).workChain === -1;
        return Address.isFriendly(a) && !Address.parseFriendly(a).isTestOnly;
      }
      default:
        return false;
    }
  } catch {
    return false;
  }
}

function isBtc({ address: btcAddress, networks }: typeof import('bitcoinjs-lib'), a: string): boolean {
  try {
    btcAddress.toOutputScript(a, networks.bitcoin);
    return true;
  } catch {
    // taproot: toOutputScript wants a curve library only to re-derive the key; the checksum and form are checked here
    const d = btcAddress.fromBech32(a);
    return d.prefix === networks.bitcoin.bech32 && d.version === 1 && d.data.length === 32;
  }
}
