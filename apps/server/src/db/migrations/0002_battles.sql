CREATE TABLE "battle_players" (
	"battle_id" bigint NOT NULL,
	"seat" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"client_seed" text NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"journal_entry_id" bigint,
	"total_cents" bigint,
	"won_cents" bigint,
	"result" integer DEFAULT 0 NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"has_read" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_players_battle_id_seat_pk" PRIMARY KEY("battle_id","seat")
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"creator_id" integer NOT NULL,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	"invite_mode" text NOT NULL,
	"fast_mode" boolean DEFAULT false NOT NULL,
	"state" integer DEFAULT 10 NOT NULL,
	"cost_cents" bigint NOT NULL,
	"total_rounds" integer NOT NULL,
	"rounds" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hashed" text NOT NULL,
	"client_seed" text,
	"draws" jsonb,
	"prize_cents" bigint,
	"tie" jsonb,
	"round_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "battle_players" ADD CONSTRAINT "battle_players_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_players" ADD CONSTRAINT "battle_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_players_user_uq" ON "battle_players" USING btree ("battle_id","user_id") WHERE not "battle_players"."is_bot";--> statement-breakpoint
CREATE INDEX "battle_players_user_idx" ON "battle_players" USING btree ("user_id","battle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battles_uuid_uq" ON "battles" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "battles_live_idx" ON "battles" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "battles_ends_idx" ON "battles" USING btree ("ends_at");