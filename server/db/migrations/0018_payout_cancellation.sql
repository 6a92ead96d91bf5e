ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'payout_cancelled';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "details_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "details_opened_by" uuid;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_details_opened_by_users_id_fk" FOREIGN KEY ("details_opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;