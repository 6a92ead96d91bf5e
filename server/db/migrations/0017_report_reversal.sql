ALTER TYPE "public"."report_line_state" ADD VALUE 'reversed';--> statement-breakpoint
ALTER TYPE "public"."royalty_report_status" ADD VALUE 'reversed';--> statement-breakpoint
ALTER TABLE "royalty_reports" DROP CONSTRAINT "royalty_reports_sha256_unique";--> statement-breakpoint
ALTER TABLE "royalty_reports" ADD COLUMN "reversed_by" uuid;--> statement-breakpoint
ALTER TABLE "royalty_reports" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "royalty_reports" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "royalty_reports" ADD CONSTRAINT "royalty_reports_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_reports_sha256_idx" ON "royalty_reports" USING btree ("sha256") WHERE "royalty_reports"."reversed_at" is null;