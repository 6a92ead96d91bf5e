-- "Notify me" addresses stored before server/smartLinks/fanErasure.ts are brought under its
-- rules (docs/smart-links.md "What is kept"); later ones are handled as they happen. Signups
-- left unconfirmed are deleted by the hourly release-day job, which reads created_at, so old
-- ones need nothing here.
-- A deleted artist's kept releases: the consent to share with them ends, and fans already
-- mailed on release day lose their address.
UPDATE "fan_signups" f
SET "share_with_artist" = false,
    "email" = CASE WHEN f."notified_at" IS NULL THEN f."email"
                   ELSE 'forgotten-' || f."id"::text || '@fans.invalid' END
FROM "releases" r JOIN "users" u ON u."id" = r."user_id"
WHERE r."id" = f."release_id" AND u."deleted_at" IS NOT NULL;--> statement-breakpoint
-- Unsubscribed: the address and the consent to share it go.
UPDATE "fan_signups"
SET "email" = 'forgotten-' || "id"::text || '@fans.invalid', "share_with_artist" = false
WHERE "unsubscribed_at" IS NOT NULL;--> statement-breakpoint
-- Mailed on release day without agreeing to share the address with the artist.
UPDATE "fan_signups"
SET "email" = 'forgotten-' || "id"::text || '@fans.invalid'
WHERE "notified_at" IS NOT NULL AND NOT "share_with_artist";
