import { describe, expect, it, vi } from 'vitest';
import { TonProvider, quoteNanotons } from './ton.ts';
import { ProviderRequestError, WebhookSignatureError, type PrepayInput } from './types.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const ADDRESS = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
const input: PrepayInput = {
  orderNo: 'HBTON0001',
  amountCents: 2000,
  currency: 'USD',
  userId: 1,
  returnUrl: 'https://hapabox.test/payment-result?orderNo=HBTON0001',
  webhookUrl: 'https://hapabox.test/api/pay/ton/webhook',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function tx(hash: string, utime: number, inMsg: Record<string, unknown>) {
  return {
    '@type': 'raw.transaction',
    utime,
    transaction_id: { '@type': 'internal.transactionId', lt: `${utime}000001`, hash },
    in_msg: { '@type': 'raw.message', destination: ADDRESS, ...inMsg },
    out_msgs: [],
  };
}

describe('quoteNanotons', () => {
  it('converts cents to nanotons exactly, rounding up', () => {
    expect(quoteNanotons(2000, '5')).toBe(4_000_000_000n);
    expect(quoteNanotons(2000, '5.00')).toBe(4_000_000_000n);
    expect(quoteNanotons(100, '3')).toBe(333_333_334n); // 0.333333333... TON rounded up
    expect(quoteNanotons(500_000_000, '0.0001')).toBe(50_000_000_000_000_000_000n); // $5,000,000 at $0.0001 = 5e10 TON: beyond 2^53, still exact
    expect(quoteNanotons(2000, 2.5)).toBe(8_000_000_000n);
    expect(() => quoteNanotons(2000, '0')).toThrow(RangeError);
    expect(() => quoteNanotons(2000, '-1')).toThrow(RangeError);
  });
});

describe('TonProvider.prepay', () => {
  it('builds ton:// and Tonkeeper links with the order number as comment, an SVG QR code and a 360 s expiry', async () => {
    const provider = new TonProvider(
      { receiveAddress: ADDRESS, fixedPrice: '4' },
      { fetch: vi.fn() as unknown as typeof fetch, now: () => NOW },
    );
    const result = await provider.prepay(input);
    expect(result.deepLink).toBe(`ton://transfer/${ADDRESS}?amount=5000000000&text=HBTON0001`);
    expect(result.toPayUrl).toBe(`https://app.tonkeeper.com/transfer/${ADDRESS}?amount=5000000000&text=HBTON0001`);
    expect(result.toAccount).toBe(ADDRESS);
    expect(result.providerRef).toBe('5000000000');
    expect(result.expiresAt).toEqual(new Date(NOW.getTime() + 360_000));
    expect(result.qrcodeLink).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(result.qrcodeLink!.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
  });

  it('asks CoinGecko for the price through the injected fetch when no price is configured', async () => {
    const fetchFn = vi.fn(async () => json({ 'the-open-network': { usd: 2.5 } }));
    const provider = new TonProvider({ receiveAddress: ADDRESS }, { fetch: fetchFn as unknown as typeof fetch, now: () => NOW });
    expect((await provider.prepay(input)).providerRef).toBe('8000000000');
    expect((fetchFn.mock.calls[0] as unknown as [string])[0]).toBe(
      'https://api.coingecko.com/api/v3/simple/price?ids=the-open-network&vs_currencies=usd',
    );
  });

  it('throws ProviderRequestError without a price', async () => {
    const provider = new TonProvider(
      { receiveAddress: ADDRESS },
      { fetch: vi.fn(async () => json({})) as unknown as typeof fetch, now: () => NOW },
    );
    await expect(provider.prepay(input)).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('has no webhook', async () => {
    const provider = new TonProvider(
      { receiveAddress: ADDRESS, fixedPrice: '4' },
      { fetch: vi.fn() as unknown as typeof fetch, now: () => NOW },
    );
    await expect(provider.verifyWebhook()).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('TonProvider.findPayment', () => {
  const since = new Date(NOW.getTime() - 360_000);
  const t = Math.floor(NOW.getTime() / 1000);

  it('matches an incoming transfer by comment and minimum value', async () => {
    const fetchFn = vi.fn(async () =>
      json({
        ok: true,
        result: [
          tx('h-wrong-comment', t - 10, { source: 'EQsender1', value: '9000000000', message: 'HBTON0002' }),
          tx('h-too-little', t - 20, { source: 'EQsender2', value: '4999999999', message: 'HBTON0001' }),
          tx('h-good', t - 30, {
            source: 'EQsender3',
            value: '5000000000',
            message: '',
            msg_data: { '@type': 'msg.dataText', text: Buffer.from('HBTON0001').toString('base64') },
          }),
        ],
      }),
    );
    const provider = new TonProvider(
      { receiveAddress: ADDRESS, toncenterApiKey: 'tc-key' },
      { fetch: fetchFn as unknown as typeof fetch, now: () => NOW },
    );
    expect(await provider.findPayment('HBTON0001', '5000000000', since)).toEqual({
      eventId: 'ton:h-good',
      txHash: 'h-good',
      lt: `${t - 30}000001`,
      nanotons: '5000000000',
      sender: 'EQsender3',
      paidAt: new Date((t - 30) * 1000),
    });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://toncenter.com/api/v2/getTransactions?address=${ADDRESS}&limit=50&archival=false`);
    expect(init.headers).toMatchObject({ 'X-API-Key': 'tc-key' });
  });

  it('ignores transfers older than `since` and external messages', async () => {
    const fetchFn = vi.fn(async () =>
      json({
        ok: true,
        result: [
          tx('h-ext', t - 5, { source: '', value: '0', message: 'HBTON0001' }),
          tx('h-old', t - 400, { source: 'EQs', value: '5000000000', message: 'HBTON0001' }),
        ],
      }),
    );
    const provider = new TonProvider({ receiveAddress: ADDRESS }, { fetch: fetchFn as unknown as typeof fetch, now: () => NOW });
    expect(await provider.findPayment('HBTON0001', 5_000_000_000n, since)).toBeNull();
  });

  it('pages back with lt/hash while transactions are recent', async () => {
    const fetchFn = vi
      .fn()
      .mockResolvedValueOnce(
        json({
          ok: true,
          result: [
            tx('a', t - 1, { source: 'EQx', value: '1', message: 'x' }),
            tx('b', t - 2, { source: 'EQx', value: '1', message: 'x' }),
          ],
        }),
      )
      .mockResolvedValueOnce(
        json({
          ok: true,
          result: [
            tx('b', t - 2, { source: 'EQx', value: '1', message: 'x' }),
            tx('c', t - 3, { source: 'EQs', value: '6000000000', message: 'HBTON0001' }),
          ],
        }),
      );
    const provider = new TonProvider({ receiveAddress: ADDRESS }, { fetch: fetchFn as unknown as typeof fetch, now: () => NOW });
    expect((await provider.findPayment('HBTON0001', '5000000000', since, { limit: 2 }))?.txHash).toBe('c');
    expect((fetchFn.mock.calls[1] as unknown as [string])[0]).toContain(`&lt=${t - 2}000001&hash=b`);
  });

  it('throws ProviderRequestError when toncenter answers ok:false', async () => {
    const fetchFn = vi.fn(async () => json({ ok: false, error: 'Ratelimit exceed', code: 429 }, 429));
    const provider = new TonProvider({ receiveAddress: ADDRESS }, { fetch: fetchFn as unknown as typeof fetch, now: () => NOW });
    await expect(provider.findPayment('HBTON0001', '1', since)).rejects.toBeInstanceOf(ProviderRequestError);
  });
});
