import { randomBytes } from 'node:crypto';

/** One acknowledged request: the client got `{code: 0}` back (after retries with the same key). */
export interface Ack {
  kind: 'open' | 'battle_create' | 'battle_fill';
  uid: number;
  /** the Idempotency-Key sent (opens, battle creates) or the battle uuid (fills) */
  key: string;
  /** what the response promised: opening ids, the battle uuid, the started state */
  data: { openIds?: number[]; uuid?: string; state?: number };
  /** ms since the load started, and which instance answered (nginx X-Upstream) */
  at: number;
  upstream: string;
  latencyMs: number;
  /** attempts it took (more than 1: acknowledged on a retry with the same key) */
  attempts: number;
}

/** One failed attempt (the client retries it with the same key): network error, 5xx or an error key. */
export interface Failure {
  at: number;
  kind: Ack['kind'];
  reason: string;
}

export interface Player {
  uid: number;
  auth: string;
}

export interface LoadOptions {
  base: string;
  players: Player[];
  boxId: number;
  /** share of operations that are opens; the rest are 1v1 battles (create, then fill with a bot) */
  openShare: number;
  seconds: number;
  maxOps: number;
  /** called at `at` ms into the load (kill and restart an instance) */
  onTick?: (atMs: number) => void;
}

export interface LoadResult {
  acks: Ack[];
  failures: Failure[];
  /** operations abandoned after every retry failed (never acknowledged) */
  abandoned: number;
  elapsedMs: number;
}

const MAX_ATTEMPTS = 20;
const BACKOFF_MS = 250;

type Reply = { ok: true; data: any; upstream: string } | { ok: false; reason: string; code?: string };

/** Codes worth retrying with the same key: the first attempt may still be running, or the instance failed. */
const TRANSIENT = new Set(['error.internal', 'error.idempotency_conflict', 'error.too_many_requests']);

async function call(
  base: string,
  method: string,
  path: string,
  auth: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Reply> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: auth, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json: { code?: unknown; data?: unknown } | null = null;
    try {
      json = JSON.parse(text);
    } catch {
      // nginx error pages are HTML
    }
    if (res.ok && json?.code === 0) return { ok: true, data: json.data, upstream: res.headers.get('x-upstream') ?? '?' };
    const code = typeof json?.code === 'string' ? json.code : undefined;
    return { ok: false, reason: code ? `${res.status} ${code}` : `${res.status} from nginx`, code };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return { ok: false, reason: `network ${cause?.code ?? (err as Error).name}` };
  }
}

/**
 * Runs the bounded open-and-battle load through `base` (nginx): one worker per player, until `seconds`
 * pass or `maxOps` operations started. A failed attempt is retried (up to 20 times, 250 ms apart) with the
 * SAME Idempotency-Key, as a real client would, so a request whose answer was lost in a kill is never
 * charged twice; every attempt's failure and every acknowledgement are recorded.
 */
export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const acks: Ack[] = [];
  const failures: Failure[] = [];
  let abandoned = 0;
  let started = 0;
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const deadline = o.seconds * 1000;
  const ticker = setInterval(() => o.onTick?.(now()), 100);

  /**
   * Retries `attempt` with the same key until acknowledged: network errors, nginx 5xx and transient codes
   * are retried; a business refusal ends it, unless `settle` shows the first attempt had succeeded.
   */
  async function until(
    kind: Ack['kind'],
    attempt: () => Promise<Reply>,
    settle?: (r: Reply & { ok: false }) => Promise<Reply | null>,
  ): Promise<(Reply & { ok: true; attempts: number }) | null> {
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const r = await attempt();
      if (r.ok) return { ...r, attempts: i + 1 };
      const settled = r.code && settle ? await settle(r) : null;
      if (settled?.ok) return { ...settled, attempts: i + 1 };
      failures.push({ at: now(), kind, reason: r.reason });
      if (r.code && !TRANSIENT.has(r.code)) return null;
      await new Promise((res) => setTimeout(res, BACKOFF_MS));
    }
    return null;
  }

  const record = (kind: Ack['kind'], uid: number, key: string, data: Ack['data'], r: { upstream: string; attempts: number }, t: number) =>
    acks.push({ kind, uid, key, data, at: now(), upstream: r.upstream, latencyMs: now() - t, attempts: r.attempts });

  async function open(p: Player) {
    const key = `cl-open-${randomBytes(8).toString('hex')}`;
    const t = now();
    const r = await until('open', () => call(o.base, 'POST', `/api/item/${o.boxId}/open`, p.auth, { 'idempotency-key': key }));
    if (!r) return void abandoned++;
    record('open', p.uid, key, { openIds: (r.data.results as { openId: number }[]).map((x) => x.openId) }, r, t);
  }

  async function battle(p: Player) {
    const key = `cl-battle-${randomBytes(8).toString('hex')}`;
    const t = now();
    const body = { boxes: [{ boxId: o.boxId, count: 1 }], type: 'singled', mode: 'normal' };
    const created = await until('battle_create', () =>
      call(o.base, 'POST', '/api/battle/v2/create', p.auth, { 'idempotency-key': key }, body),
    );
    if (!created) return void abandoned++;
    const uuid = created.data.uuid as string;
    record('battle_create', p.uid, key, { uuid }, created, t);
    const t2 = now();
    // a retried fill whose first attempt committed answers battle.error.full / not_waiting: read the battle
    const filled = await until(
      'battle_fill',
      () => call(o.base, 'POST', `/api/battle/v2/${uuid}/play_bot`, p.auth),
      async (r) => {
        if (r.code !== 'battle.error.full' && r.code !== 'battle.error.not_waiting') return null;
        const d = await call(o.base, 'GET', `/api/battle/v2/${uuid}/detail`, p.auth);
        return d.ok && d.data.state >= 20 ? d : null;
      },
    );
    if (!filled) return void abandoned++;
    record('battle_fill', p.uid, uuid, { uuid, state: filled.data.state as number }, filled, t2);
  }

  await Promise.all(
    o.players.map(async (p) => {
      while (now() < deadline && started < o.maxOps) {
        started++;
        await (Math.random() < o.openShare ? open(p) : battle(p));
      }
    }),
  );
  clearInterval(ticker);
  return { acks, failures, abandoned, elapsedMs: now() };
}
