ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'payout_cancelled';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "details_opened_at" timestamp with time zone;