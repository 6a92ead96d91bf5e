ALTER TABLE "payout_requests" ALTER COLUMN "sealed_details" DROP NOT NULL;--> statement-breakpoint
-- Accounts deleted before this migration kept a sealed copy of their payout details on each
-- request: they go now, as account deletion promises (docs/royalties.md).
UPDATE "payout_requests" SET "sealed_details" = NULL
WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);
