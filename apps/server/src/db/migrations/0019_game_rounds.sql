CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stake_cents" bigint NOT NULL,
	"payout_cents" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"progress" jsonb NOT NULL,
	"idempotency_key" text,
	"stake_entry_id" bigint,
	"payout_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_uq" ON "game_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_idem_uq" ON "game_rounds" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_uq" ON "game_rounds" USING btree ("user_id","game") WHERE "game_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","id");