import { totpCode } from '../../apps/server/src/platform/totp.ts';
import { api, pct, psql } from '../lib.ts';

/** The bench's signed-in callers: a whale, an ordinary player and an operator (admin, finance, support). */
export interface Callers {
  whale: { uid: number; auth: string };
  player: { uid: number; auth: string };
  op: { uid: number; auth: string };
}

const PASSWORD = 'bench-scale-1234';
const email = (who: string) => `${who}@bench-scale.example`;

/** Registers the whale, the ordinary player and the operator account over HTTP; returns their uids. */
export async function registerAccounts(port: number): Promise<{ whale: number; player: number; op: number }> {
  const reg = async (who: string) =>
    (await api(port, 'POST', '/api/user/register/v2', { email: email(who), password: PASSWORD, ageConfirmed: true })).uid as number;
  return { whale: await reg('whale'), player: await reg('player'), op: await reg('operator') };
}

/**
 * Signs the three callers in over HTTP (email login; the operator through /api/ops/auth/login and /totp, enrolling on
 * the first run and keeping the TOTP secret in `bench_scale_meta`, docs/security.md#operator-sign-in).
 */
export async function signIn(port: number, db: string, ids: { whale: number; player: number; op: number }): Promise<Callers> {
  const login = async (who: string) =>
    (await api(port, 'POST', '/api/user/login/email/login', { email: email(who), password: PASSWORD })).authorization as string;
  psql(`insert into operators (user_id, roles) values (${ids.op}, '{admin,finance,support}') on conflict do nothing`, db);
  const operator = async () => {
    const ops = await api(port, 'POST', '/api/ops/auth/login', { email: email('operator'), password: PASSWORD });
    const secret: string = ops.enrolment?.secret ?? psql(`select op_secret from bench_scale_meta`, db);
    if (ops.enrolment) psql(`update bench_scale_meta set op_secret = '${secret}'`, db);
    return api(port, 'POST', '/api/ops/auth/totp', { challenge: ops.challenge, code: await totpCode(secret) });
  };
  // a code is good once (docs/security.md#operator-sign-in): a second sign-in in the same 30 s step waits for the next
  const done = await operator().catch(async (e: unknown) => {
    if (!String(e).includes('totp_invalid')) throw e;
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 1_000));
    return operator();
  });
  return {
    whale: { uid: ids.whale, auth: await login('whale') },
    player: { uid: ids.player, auth: await login('player') },
    op: { uid: ids.op, auth: done.authorization },
  };
}

/** One measured read: a label, the GET path, who asks, and whether it is a console page (goal 1 s) or a player read (50 ms). */
export interface Read {
  name: string;
  path: string;
  auth?: string;
  console?: boolean;
}

/** The 20 most used player reads (first and deep history pages) and the console's pages, on the generated data. */
export function readsOf(c: Callers, db: string): Read[] {
  const q = (sql: string) => psql(sql, db);
  const box = q(`select box_id from openings group by 1 order by count(*) desc limit 1`);
  const battle = q(
    `select b.uuid from battles b join battle_players p on p.battle_id = b.id where p.user_id = ${c.whale.uid} order by b.id desc limit 1`,
  );
  const order = q(`select order_no from payment_orders where user_id = ${c.whale.uid} order by id limit 1`);
  const someone = q(`select min(id) + 777 from users where email like 'scale%@players.example'`);
  const nick = q(`select nickname from users where id = ${someone}`);
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const now = Date.now();
  const w = c.whale.auth;
  const p = c.player.auth;
  const o = c.op.auth;
  return [
    { name: 'openings, first page (whale)', path: '/api/open_history/v2?page=1&pageSize=20', auth: w },
    { name: 'openings, page 200 x 50 (whale)', path: '/api/open_history/v2?page=200&pageSize=50', auth: w },
    { name: 'battles history, first page (whale)', path: '/api/battle/v2/history?page=1&pageSize=20', auth: w },
    { name: 'battles history, page 40 x 50 (whale)', path: '/api/battle/v2/history?page=40&pageSize=50', auth: w },
    { name: 'game rounds, first page (whale)', path: '/api/user/game-history?page=1&pageSize=20', auth: w },
    { name: 'game rounds, page 200 x 50 (whale)', path: '/api/user/game-history?page=200&pageSize=50', auth: w },
    { name: 'coin history, first page (whale)', path: '/api/coin/history/v2?page=1&pageSize=20', auth: w },
    { name: 'coin history, page 200 x 50 (whale)', path: '/api/coin/history/v2?page=200&pageSize=50', auth: w },
    { name: 'deposits, first page (whale)', path: '/api/pay/history/v2?page=1&pageSize=20', auth: w },
    { name: 'deposits, page 40 x 50 (whale)', path: '/api/pay/history/v2?page=40&pageSize=50', auth: w },
    { name: 'withdrawals, first page (whale)', path: '/api/withdraw/history?page=1&pageSize=20', auth: w },
    { name: 'prizes, first page (whale)', path: '/api/user/store/list?page=1&pageSize=50', auth: w },
    { name: 'prizes, page 200 x 50 (whale)', path: '/api/user/store/list?page=200&pageSize=50', auth: w },
    { name: 'notifications, first page (whale)', path: '/api/notify/message_page_list?page=1', auth: w },
    { name: 'notifications, page 100 (whale)', path: '/api/notify/message_page_list?page=100', auth: w },
    { name: 'openings, first page (player)', path: '/api/open_history/v2?page=1&pageSize=20', auth: p },
    { name: 'box detail', path: `/api/item/${box}/detail`, auth: p },
    { name: 'box drops', path: `/api/item/${box}/drops`, auth: p },
    { name: 'live drops', path: '/api/item/livedrops', auth: p },
    { name: 'battles list', path: '/api/battle/v2/battling', auth: p },
    { name: 'a battle page', path: `/api/battle/v2/${battle}/detail`, auth: w },
    { name: 'home: box list', path: '/api/item/list?pageSize=50', auth: p },
    { name: 'home: base info', path: '/api/user/base_info', auth: p },
    { name: 'home: unread notifications', path: '/api/notify/unread', auth: w },
    { name: 'console: dashboard (7 days)', path: `/api/ops/dashboard?from=${iso(now - 7 * day)}&to=${iso(now)}`, auth: o, console: true },
    { name: 'console: report, 365 days', path: `/api/ops/dashboard?from=${iso(now - 365 * day)}&to=${iso(now)}`, auth: o, console: true },
    { name: 'console: player search, email prefix', path: '/api/ops/players?q=scale1234', auth: o, console: true },
    { name: 'console: player search, id', path: `/api/ops/players?q=${someone}`, auth: o, console: true },
    { name: 'console: player search, nickname', path: `/api/ops/players?q=${nick}`, auth: o, console: true },
    { name: 'console: player profile (whale)', path: `/api/ops/players/${c.whale.uid}`, auth: o, console: true },
    { name: 'console: player ledger (whale)', path: `/api/ops/players/${c.whale.uid}/ledger`, auth: o, console: true },
    { name: 'console: payment by number', path: `/api/ops/payments?orderNo=${order}`, auth: o, console: true },
    { name: 'console: payments by player (whale)', path: `/api/ops/payments?player=${c.whale.uid}`, auth: o, console: true },
  ];
}

/** GETs `r` once; returns the wall time in ms. @throws Error when the answer is not `code: 0`. */
export async function hit(port: number, r: Read): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${r.path}`, { headers: r.auth ? { authorization: r.auth } : {} });
  const body = (await res.json()) as { code: unknown; msg?: string };
  const ms = performance.now() - t0;
  if (body.code !== 0) throw new Error(`${r.name}: GET ${r.path} answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return ms;
}

/** p50/p99 (ms) of `n` sequential requests of each read, after 3 warm-up requests; console reads take at most n/10 (>= 10). */
export async function measure(port: number, reads: Read[], n: number) {
  const out: { read: Read; p50: number; p99: number; goal: number; met: boolean }[] = [];
  for (const r of reads) {
    for (let i = 0; i < 3; i++) await hit(port, r);
    const times: number[] = [];
    const count = r.console ? Math.max(10, Math.round(n / 10)) : n;
    for (let i = 0; i < count; i++) times.push(await hit(port, r));
    times.sort((a, b) => a - b);
    const goal = r.console ? 1000 : 50;
    const p99 = pct(times, 99);
    out.push({ read: r, p50: pct(times, 50), p99, goal, met: p99 <= goal });
  }
  return out;
}
