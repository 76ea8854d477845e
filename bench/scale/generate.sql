-- bench:scale data generator (docs/benchmarks.md#knobs): a busy year in SQL only (generate_series, INSERT ... SELECT).
-- psql variables (set by bench/scale/generate.ts): users, opens, battles, rounds, deposits, withdrawals, depth (a whale's
-- openings), whale, player (the registered accounts that get a whale's / an ordinary history).
-- Every stage starts with a `-- stage:` line; the bench runs and times them one by one. Money follows
-- docs/architecture/money-and-ledger.md: every entry's lines sum to zero, cached balances are set from the lines last.

-- stage: players and accounts
create table if not exists bench_scale_map (uid int primary key, coin bigint not null, bean bigint not null, box_pair bigint not null, game_pair bigint not null);
truncate bench_scale_map;
insert into users (email, password_hash, nickname, head_img, xp, created_at)
select 'scale' || g || '@players.example', 'x', 'Player' || g, '', (g % 5000), now() - interval '365 days' + (g::float8 / :users) * interval '365 days'
from generate_series(1::bigint, :users) g;
insert into accounts (user_id, kind, currency)
select u.id, k.kind, k.cur from users u cross join (values ('user_coin', 'COIN'), ('user_bean', 'BEAN')) k(kind, cur)
where u.email like 'scale%@players.example' or u.id in (:whale, :player)
on conflict do nothing;
insert into seed_pairs (user_id, seed_type, status, server_seed, server_seed_hashed, client_seed, nonce, created_at, activated_at, revealed_at)
select u.id, t.t, 'revealed', encode(sha256(convert_to(u.id::text || 's' || t.t, 'UTF8')), 'hex'),
  encode(sha256(convert_to(encode(sha256(convert_to(u.id::text || 's' || t.t, 'UTF8')), 'hex'), 'UTF8')), 'hex'), 'client' || u.id, 0, u.created_at, u.created_at, now()
from users u cross join (values (1), (3)) t(t) where u.email like 'scale%@players.example' or u.id in (:whale, :player);
insert into bench_scale_map
select u.id,
  (select id from accounts a where a.user_id = u.id and a.kind = 'user_coin'),
  (select id from accounts a where a.user_id = u.id and a.kind = 'user_bean'),
  (select max(id) from seed_pairs s where s.user_id = u.id and s.seed_type = 1 and s.status = 'revealed'),
  (select max(id) from seed_pairs s where s.user_id = u.id and s.seed_type = 3 and s.status = 'revealed')
from users u where u.email like 'scale%@players.example' or u.id in (:whale, :player);
-- the generated players' ids are contiguous (one insert): base + n is the n-th (0-based); n 0 and 1 are whales
create table if not exists bench_scale_base (base int not null);
truncate bench_scale_base;
insert into bench_scale_base select min(id) from users where email like 'scale%@players.example';
create table if not exists bench_scale_cat (bi int primary key, box_id int, price_cents bigint, odds_version int, n int, item_ids int[], item_prices bigint[]);
truncate bench_scale_cat;
insert into bench_scale_cat
select (row_number() over (order by b.id)) - 1, b.id, b.price_cents, b.odds_version, count(*), array_agg(o.item_id order by o.position), array_agg(i.price_cents order by o.position)
from boxes b join box_odds o on o.box_id = b.id and o.version = b.odds_version join items i on i.id = o.item_id
where b.price_cents > 0 and b.is_active group by b.id;
analyze bench_scale_map; analyze bench_scale_cat;

-- stage: openings, prizes and their ledger entries
-- who opened opening g: the whale every K-th, two generated whales the next two, the ordinary player 20 in all, then anyone
-- (squared uniform: a few players open much more than most)
create temp table gen_open as
select g, case
    when g % k = 0 then :whale
    when g % k = 1 then base
    when g % k = 2 then base + 1
    when g % (:opens / 20) = 3 then :player
    else base + 2 + floor(power(random(), 2) * (:users - 2))::int end as uid,
  floor(random() * (select count(*) from bench_scale_cat))::int as bi,
  now() - interval '365 days' + (g::float8 / :opens) * interval '365 days' as ts
from generate_series(1::bigint, :opens) g, (select greatest(3, :opens / :depth) as k) kk, bench_scale_base;
select setval('journal_entries_id_seq', (select coalesce(max(id), 0) from journal_entries) + 1, false);
create temp table gen_open2 as
select o.g, o.uid, c.box_id, c.odds_version, c.price_cents, m.box_pair, m.coin, o.ts,
  c.item_ids[(1 + (o.g * 7919) % c.n)::int] as item_id, c.item_prices[(1 + (o.g * 7919) % c.n)::int] as item_price,
  nextval('journal_entries_id_seq') as entry_id, nextval('openings_id_seq') as open_id
from gen_open o join bench_scale_cat c on c.bi = o.bi join bench_scale_map m on m.uid = o.uid;
drop table gen_open;
insert into journal_entries (id, idempotency_key, kind, user_id, ref_type, ref_id, metadata, created_at)
select entry_id, 'scale:open:' || g, 'box_open', uid, 'box', box_id::text, jsonb_build_object('times', 1, 'seedPairId', box_pair, 'nonce', g), ts from gen_open2;
insert into journal_lines (entry_id, account_id, amount)
select entry_id, coin, -price_cents from gen_open2
union all select entry_id, (select id from accounts where kind = 'house' and user_id is null), price_cents from gen_open2;
insert into openings (id, user_id, box_id, odds_version, seed_pair_id, nonce, ticket, item_id, price_cents, item_price_cents, journal_entry_id, source, created_at)
select open_id, uid, box_id, odds_version, box_pair, g::int, 1 + (g * 104729) % 100000, item_id, price_cents, item_price, entry_id, 'box', ts from gen_open2 order by g;
insert into store_items (user_id, item_id, opening_id, source, status, value_cents, created_at, updated_at)
select uid, item_id, open_id, 'box', case when ts > now() - interval '30 days' then 'stored' else 'shipped' end, item_price, ts, ts from gen_open2 order by g;
update boxes b set opened_count = b.opened_count + x.n from (select box_id, count(*) n from gen_open2 group by 1) x where x.box_id = b.id;
drop table gen_open2;

-- stage: battles, seats and their ledger entries
create temp table gen_battle as
select g, c.box_id, c.odds_version, c.price_cents, c.item_ids[(1 + (g * 31) % c.n)::int] as item1, c.item_prices[(1 + (g * 31) % c.n)::int] as price1,
  c.item_ids[(1 + (g * 97) % c.n)::int] as item2, c.item_prices[(1 + (g * 97) % c.n)::int] as price2,
  case when g % greatest(3, :battles / 2000) = 0 then :whale when g % (:battles / 10) = 5 then :player
    else base + 2 + floor(random() * (:users - 2))::int end as u1,
  base + 2 + floor(random() * (:users - 2))::int as u2,
  now() - interval '365 days' + (g::float8 / :battles) * interval '365 days' as ts
from bench_scale_base, generate_series(1::bigint, :battles) g join bench_scale_cat c on c.bi = g % (select count(*) from bench_scale_cat);
delete from gen_battle where u1 = u2;
select setval('battles_id_seq', (select coalesce(max(id), 0) from battles) + 1, false);
create temp table gen_battle2 as select b.*, gen_random_uuid()::text as uuid, nextval('battles_id_seq') as bid, nextval('journal_entries_id_seq') as e1, nextval('journal_entries_id_seq') as e2 from gen_battle b;
drop table gen_battle;
insert into battles (id, uuid, creator_id, type, mode, invite_mode, state, cost_cents, total_rounds, rounds, server_seed, server_seed_hashed, client_seed, draws, prize_cents, round_ms, created_at, started_at, ends_at, ended_at)
select bid, uuid, u1, 'singled', 'normal', 'none', 30, price_cents, 1,
  jsonb_build_array(jsonb_build_object('boxId', box_id, 'oddsVersion', odds_version, 'priceCents', price_cents)),
  encode(sha256(convert_to('b' || g, 'UTF8')), 'hex'), encode(sha256(convert_to(encode(sha256(convert_to('b' || g, 'UTF8')), 'hex'), 'UTF8')), 'hex'), md5('c' || g),
  jsonb_build_array(jsonb_build_array(jsonb_build_object('ticket', 1 + g % 100000, 'itemId', item1, 'valueCents', price1), jsonb_build_object('ticket', 1 + (g * 7) % 100000, 'itemId', item2, 'valueCents', price2))),
  price1 + price2, 4000, ts, ts + interval '5 seconds', ts + interval '9 seconds', ts + interval '9 seconds'
from gen_battle2;
insert into battle_players (battle_id, seat, user_id, client_seed, paid_cents, journal_entry_id, total_cents, won_cents, result, rank, has_read, joined_at)
select bid, 1, u1, 'client' || u1, price_cents, e1, price1, case when price1 >= price2 then price1 + price2 else 0 end, case when price1 >= price2 then 1 else 2 end, case when price1 >= price2 then 1 else 2 end, true, ts from gen_battle2
union all
select bid, 2, u2, 'client' || u2, price_cents, e2, price2, case when price1 < price2 then price1 + price2 else 0 end, case when price1 < price2 then 1 else 2 end, case when price1 < price2 then 1 else 2 end, true, ts from gen_battle2;
insert into journal_entries (id, idempotency_key, kind, user_id, ref_type, ref_id, created_at)
select e1, 'scale:battle:' || g || ':1', 'battle_seat', u1, 'battle', bid::text, ts from gen_battle2
union all select e2, 'scale:battle:' || g || ':2', 'battle_seat', u2, 'battle', bid::text, ts from gen_battle2;
insert into journal_lines (entry_id, account_id, amount)
select b.e, m.coin, -b.price_cents from (select e1 e, u1 u, price_cents from gen_battle2 union all select e2, u2, price_cents from gen_battle2) b join bench_scale_map m on m.uid = b.u
union all
select b.e, (select id from accounts where kind = 'house' and user_id is null), b.price_cents from (select e1 e, price_cents from gen_battle2 union all select e2, price_cents from gen_battle2) b;
insert into notifications (user_id, kind, key, params, link, has_read, dedupe_key, created_at)
select case when price1 >= price2 then u1 else u2 end, 'battle_won', 'battle_won_items', jsonb_build_object('amountCents', price1 + price2), '/battles/detail/' || uuid, true, 'scale:battle:' || g, ts + interval '9 seconds'
from gen_battle2;
drop table gen_battle2;

-- stage: game rounds and their ledger entries
create temp table gen_round as
select g, case when g % greatest(3, :rounds / :depth) = 0 then :whale when g % (:rounds / 20) = 4 then :player
    else base + 2 + floor(power(random(), 2) * (:users - 2))::int end as uid,
  case when g % 5 < 3 then 'mines' else 'upgrade' end as game,
  (10 + (g * 37) % 990)::bigint as stake, (g * 13) % 10 < 4 as win,
  now() - interval '365 days' + (g::float8 / :rounds) * interval '365 days' as ts
from generate_series(1::bigint, :rounds) g, bench_scale_base;
create temp table gen_round2 as
select r.*, m.coin, m.game_pair, nextval('journal_entries_id_seq') as stake_e, case when r.win then nextval('journal_entries_id_seq') end as pay_e
from gen_round r join bench_scale_map m on m.uid = r.uid;
drop table gen_round;
insert into journal_entries (id, idempotency_key, kind, user_id, ref_type, ref_id, created_at)
select stake_e, 'scale:round:' || g || ':stake', 'game_' || game || '_stake', uid, 'game_round', g::text, ts from gen_round2
union all select pay_e, 'scale:round:' || g || ':payout', 'game_' || game || '_payout', uid, 'game_round', g::text, ts from gen_round2 where win;
insert into journal_lines (entry_id, account_id, amount)
select stake_e, coin, -stake from gen_round2
union all select stake_e, (select id from accounts where kind = 'house' and user_id is null), stake from gen_round2
union all select pay_e, coin, stake * 2 from gen_round2 where win
union all select pay_e, (select id from accounts where kind = 'house' and user_id is null), -stake * 2 from gen_round2 where win;
insert into game_rounds (user_id, game, status, outcome, seed_pair_id, nonce, stake_cents, payout_cents, params, progress, stake_entry_id, payout_entry_id, created_at, settled_at)
select uid, game, 'settled', case when win then (case when game = 'mines' then 'cashout' else 'win' end) else 'lose' end, game_pair, g::int, stake,
  case when win then stake * 2 else 0 end,
  case when game = 'mines' then jsonb_build_object('mines', 3, 'edgePpm', 10000, 'maxPayoutCents', 100000000)
    else jsonb_build_object('pPpm', 490000, 'edgePpm', 20000, 'coinCents', stake, 'itemsCents', 0, 'items', '[]'::jsonb,
      'target', jsonb_build_object('itemId', 1, 'name', 'Target', 'priceCents', stake * 2)) end,
  case when game = 'mines' then jsonb_build_object('revealed', jsonb_build_array(1, 2), 'hit', case when win then null else 3 end)
    else jsonb_build_object('roll', (g * 7) % 1000000, 'win', win, 'wonStoreItemId', null) end,
  stake_e, pay_e, ts, ts + interval '2 seconds'
from gen_round2 order by g;
drop table gen_round2;

-- stage: deposits, withdrawals, notifications and their ledger entries
create temp table gen_dep as
select g, case when g % greatest(3, :deposits / 2000) = 0 then :whale when g % (:deposits / 5) = 6 then :player
    else base + 2 + floor(power(random(), 2) * (:users - 2))::int end as uid,
  (500 + (g * 53) % 19500)::bigint as amount,
  now() - interval '365 days' + (g::float8 / :deposits) * interval '365 days' as ts
from generate_series(1::bigint, :deposits) g, bench_scale_base;
create temp table gen_dep2 as select d.*, m.coin, nextval('journal_entries_id_seq') as e from gen_dep d join bench_scale_map m on m.uid = d.uid;
drop table gen_dep;
insert into journal_entries (id, idempotency_key, kind, user_id, ref_type, ref_id, created_at)
select e, 'scale:deposit:' || g, 'deposit', uid, 'payment_order', 'SC' || lpad(g::text, 10, '0'), ts from gen_dep2;
insert into journal_lines (entry_id, account_id, amount)
select e, coin, amount from gen_dep2
union all select e, (select id from accounts where kind = 'payments_clearing' and user_id is null), -amount from gen_dep2;
insert into payment_orders (order_no, user_id, pay_type, amount_cents, status, provider_ref, journal_entry_id, created_at, expires_at, paid_at, provider, is_test)
select 'SC' || lpad(g::text, 10, '0'), uid, 'sandbox', amount, 'paid', 'sbx_' || g, e, ts, ts + interval '30 minutes', ts + interval '1 minute', 'sandbox', true from gen_dep2 order by g;
insert into notifications (user_id, kind, key, params, link, has_read, dedupe_key, created_at)
select uid, 'deposit', 'deposit', jsonb_build_object('amountCents', amount, 'bonusCents', 0, 'orderNo', 'SC' || lpad(g::text, 10, '0')), '/user/stats', g % 7 <> 0, 'scale:deposit:' || g, ts + interval '1 minute'
from gen_dep2;
drop table gen_dep2;
-- withdrawals (referral commissions, docs/payments.md#payouts): rejected requests, so their hold and release net to nothing
insert into withdrawals (user_id, request_key, chain, ccy, currency, address, amount_cents, fee_cents, coin_amount, price, status, reject_reason, created_at, updated_at)
select case when g % 50 = 0 then :whale when g = 7 then :player else base + 2 + floor(random() * (:users - 2))::int end,
  'scale:wd:' || g, 'TRC20', 'USDT', 'USD', 'T' || md5(g::text), 1000 + g % 9000, 100, '10.00', '1', 'rejected', 'bench', ts, ts
from (select g, now() - interval '365 days' + (g::float8 / :withdrawals) * interval '365 days' as ts from generate_series(1::bigint, :withdrawals) g) w, bench_scale_base;

-- stage: balances (a top-up for any player the random draws left below zero, then every cached balance from its lines)
create temp table gen_sum as select l.account_id, sum(l.amount) as total from journal_lines l join bench_scale_map m on m.coin = l.account_id group by 1;
create temp table gen_top as select s.account_id, m.uid, -s.total as amount, nextval('journal_entries_id_seq') as e from gen_sum s join bench_scale_map m on m.coin = s.account_id where s.total < 0;
insert into journal_entries (id, idempotency_key, kind, user_id, ref_type, ref_id, created_at)
select e, 'scale:topup:' || uid, 'deposit', uid, 'payment_order', 'ST' || uid, now() - interval '365 days' from gen_top;
insert into journal_lines (entry_id, account_id, amount)
select e, account_id, amount from gen_top union all select e, (select id from accounts where kind = 'payments_clearing' and user_id is null), -amount from gen_top;
update accounts a set balance = coalesce(s.total, 0) + coalesce(t.amount, 0) from bench_scale_map m left join gen_sum s on s.account_id = m.coin left join gen_top t on t.account_id = m.coin where a.id = m.coin;

-- stage: vacuum analyze
vacuum analyze;
