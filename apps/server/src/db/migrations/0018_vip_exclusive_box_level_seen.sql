CREATE TABLE "vip_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level_seen" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "exclusive_box_id" integer;--> statement-breakpoint
ALTER TABLE "vip_players" ADD CONSTRAINT "vip_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- the seeded VIP4 exclusive box (Diamond Rush, box 117) on the levels that list the exclusive-box perk
UPDATE "vip_levels" SET "exclusive_box_id" = 117 WHERE "exclusive_box" = true AND EXISTS (SELECT 1 FROM "boxes" WHERE "id" = 117);