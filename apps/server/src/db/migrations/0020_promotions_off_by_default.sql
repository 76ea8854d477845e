-- The random discount is off by default (issue 18 audit): 0009 seeded it ACTIVE in every deployment, production
-- included. Its seed row goes away where no player drew from it, else it is switched off; outside production the
-- server start seeds it again (PromotionsService.seedDemo), and finance runs promotions from the console.
DELETE FROM "promotions" WHERE "code" = 'random-discount' AND NOT EXISTS (SELECT 1 FROM "promotion_awards" a WHERE a."promotion_id" = "promotions"."id");--> statement-breakpoint
UPDATE "promotions" SET "active" = false WHERE "code" = 'random-discount';--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "active" SET DEFAULT false;
