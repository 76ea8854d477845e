-- The seeded catalogue's pictures are linked as WebP (docs/architecture/web-app.md#catalogue-pictures): a browser decodes
-- a WebP off its main thread, where every SVG picture is a document of its own. Only the generated paths change;
-- uploads (/api/media/{id}) are WebP already, and the /art/{kind}/{id}.svg paths are still served.
UPDATE "boxes" SET "image" = regexp_replace("image", '\.svg$', '.webp') WHERE "image" ~ '^/art/box/[0-9]+\.svg$';--> statement-breakpoint
UPDATE "items" SET "image" = regexp_replace("image", '\.svg$', '.webp') WHERE "image" ~ '^/art/item/[0-9]+\.svg$';
