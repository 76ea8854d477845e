CREATE TABLE "lucky_star_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_ref" text NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"title" text,
	"stake_cents" bigint NOT NULL,
	"payout_cents" bigint NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"visible_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"has_read" boolean DEFAULT false NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bingo_barrage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bingo_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"numbers" jsonb NOT NULL,
	"line_prize_cents" bigint DEFAULT 0 NOT NULL,
	"full_prize_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bingo_exchange_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"points" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bingo_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"server_seed" text,
	"server_seed_hashed" text,
	"draw_client_seed" text,
	"calls" jsonb,
	"called_count" integer DEFAULT 0 NOT NULL,
	"card_price_cents" bigint NOT NULL,
	"edge_ppm" integer NOT NULL,
	"line_share_ppm" integer NOT NULL,
	"call_interval_ms" integer NOT NULL,
	"cards_count" integer DEFAULT 0 NOT NULL,
	"pool_cents" bigint DEFAULT 0 NOT NULL,
	"line_at_call" integer,
	"full_at_call" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"calls_started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bingo_point_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bingo_point_balances_nonneg" CHECK ("bingo_point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bingo_point_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_id" bigint,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_key" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hashed" text NOT NULL,
	"client_seed" text,
	"price_cents" bigint NOT NULL,
	"edge_ppm" integer NOT NULL,
	"guaranteed_cents" bigint NOT NULL,
	"prize_table_ppm" jsonb NOT NULL,
	"max_tickets" integer NOT NULL,
	"ticket_count" integer,
	"sales_cents" bigint,
	"pool_cents" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"idempotency_key" text,
	"source_ref" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"purchase_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"draw_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"prize_cents" bigint NOT NULL,
	"entry_id" bigint,
	CONSTRAINT "lottery_winners_draw_id_rank_pk" PRIMARY KEY("draw_id","rank"),
	CONSTRAINT "lottery_winners_prize_nonneg" CHECK ("lottery_winners"."prize_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"position" integer NOT NULL,
	"battle_id" bigint NOT NULL,
	"won" boolean NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"boxes" jsonb NOT NULL,
	"points" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contest_prizes" (
	"period_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"prize_cents" bigint NOT NULL,
	"journal_entry_id" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contest_prizes_period_id_rank_pk" PRIMARY KEY("period_id","rank")
);
--> statement-breakpoint
CREATE TABLE "fancy_cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"rarity" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fancy_collection" (
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fancy_collection_user_id_card_id_pk" PRIMARY KEY("user_id","card_id"),
	CONSTRAINT "fancy_collection_count_nonneg" CHECK ("fancy_collection"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fancy_credit_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"credits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fancy_set_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"prize_cents" bigint NOT NULL,
	"prize_item_id" integer,
	"store_item_id" bigint,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fancy_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"hue" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fancy_sets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fancy_wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"shards" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"credits_granted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fancy_wallets_shards_nonneg" CHECK ("fancy_wallets"."shards" >= 0),
	CONSTRAINT "fancy_wallets_credits_nonneg" CHECK ("fancy_wallets"."credits" >= 0)
);
--> statement-breakpoint
DROP INDEX "game_rounds_open_uq";--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "purpose" text DEFAULT 'pvp' NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "tie_rule" text DEFAULT 'draw' NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "sponsor_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "sponsor_state" text;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lucky_star_wins" ADD CONSTRAINT "lucky_star_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_barrage" ADD CONSTRAINT "bingo_barrage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_cards" ADD CONSTRAINT "bingo_cards_game_id_bingo_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."bingo_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_cards" ADD CONSTRAINT "bingo_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_cards" ADD CONSTRAINT "bingo_cards_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_point_balances" ADD CONSTRAINT "bingo_point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_point_moves" ADD CONSTRAINT "bingo_point_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_purchases" ADD CONSTRAINT "lottery_purchases_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_purchases" ADD CONSTRAINT "lottery_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_purchase_id_lottery_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lottery_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_ticket_id_lottery_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."lottery_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_period_id_contest_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."contest_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_level_id_contest_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."contest_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_prizes" ADD CONSTRAINT "contest_prizes_period_id_contest_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."contest_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_prizes" ADD CONSTRAINT "contest_prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fancy_cards" ADD CONSTRAINT "fancy_cards_set_id_fancy_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."fancy_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fancy_collection" ADD CONSTRAINT "fancy_collection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fancy_collection" ADD CONSTRAINT "fancy_collection_card_id_fancy_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."fancy_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fancy_credit_grants" ADD CONSTRAINT "fancy_credit_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fancy_set_claims" ADD CONSTRAINT "fancy_set_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fancy_set_claims" ADD CONSTRAINT "fancy_set_claims_set_id_fancy_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."fancy_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fancy_wallets" ADD CONSTRAINT "fancy_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_star_wins_ref_uq" ON "lucky_star_wins" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "lucky_star_wins_visible_idx" ON "lucky_star_wins" USING btree ("visible_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_uq" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."has_read";--> statement-breakpoint
CREATE INDEX "bingo_barrage_user_idx" ON "bingo_barrage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_cards_round_uq" ON "bingo_cards" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "bingo_cards_game_idx" ON "bingo_cards" USING btree ("game_id","id");--> statement-breakpoint
CREATE INDEX "bingo_cards_user_idx" ON "bingo_cards" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_games_one_live_uq" ON "bingo_games" USING btree ((true)) WHERE "bingo_games"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "bingo_games_state_idx" ON "bingo_games" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_point_moves_key_uq" ON "bingo_point_moves" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_key_uq" ON "lottery_draws" USING btree ("draw_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_open_uq" ON "lottery_draws" USING btree ("status") WHERE "lottery_draws"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_draws_at_idx" ON "lottery_draws" USING btree ("draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_purchases_idem_uq" ON "lottery_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_purchases_ref_uq" ON "lottery_purchases" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "lottery_purchases_draw_user_idx" ON "lottery_purchases" USING btree ("draw_id","user_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_user_idx" ON "lottery_tickets" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_battle_uq" ON "contest_entries" USING btree ("battle_id");--> statement-breakpoint
CREATE INDEX "contest_entries_period_user_idx" ON "contest_entries" USING btree ("period_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_levels_position_uq" ON "contest_levels" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_periods_starts_uq" ON "contest_periods" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "contest_periods_ends_idx" ON "contest_periods" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fancy_cards_set_pos_uq" ON "fancy_cards" USING btree ("set_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "fancy_credit_grants_ref_uq" ON "fancy_credit_grants" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "fancy_credit_grants_user_idx" ON "fancy_credit_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fancy_set_claims_user_set_uq" ON "fancy_set_claims" USING btree ("user_id","set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_uq" ON "game_rounds" USING btree ("user_id","game") WHERE "game_rounds"."status" = 'open' and "game_rounds"."game" <> 'bingo';