ALTER TABLE "users" ADD COLUMN "has_password" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- accounts a social sign-in created (its identity was linked in the same transaction that made the user) have no password they know
UPDATE "users" SET "has_password" = false WHERE EXISTS (SELECT 1 FROM "user_identities" i WHERE i."user_id" = "users"."id" AND i."created_at" <= "users"."created_at" + interval '5 seconds');
