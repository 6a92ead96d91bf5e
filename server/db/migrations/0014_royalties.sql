CREATE TYPE "public"."payout_method" AS ENUM('bank_transfer', 'paypal', 'swish');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('requested', 'paid', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."report_line_state" AS ENUM('matched', 'unmatched', 'dismissed', 'posted');--> statement-breakpoint
CREATE TYPE "public"."royalty_report_format" AS ENUM('dsr', 'csv');--> statement-breakpoint
CREATE TYPE "public"."royalty_report_status" AS ENUM('processing', 'failed', 'ready', 'posted');--> statement-breakpoint
CREATE TABLE "earnings_notices" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_notices_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "payout_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"method" "payout_method" NOT NULL,
	"sealed" text NOT NULL,
	"masked" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"method" "payout_method" NOT NULL,
	"sealed_details" text NOT NULL,
	"masked_details" text NOT NULL,
	"status" "payout_status" DEFAULT 'requested' NOT NULL,
	"reference" text,
	"paid_on" date,
	"rejection_reason" text,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_amount_check" CHECK ("payout_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "royalty_invitations" (
	"email" "citext" PRIMARY KEY NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "royalty_periods" (
	"period" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "royalty_report_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"isrc" text,
	"upc" text,
	"title" text,
	"artist" text,
	"country" text,
	"use_type" text,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"royalty_bearing" boolean DEFAULT true NOT NULL,
	"currency" char(3) NOT NULL,
	"net_amount" numeric NOT NULL,
	"ledger_amount" numeric NOT NULL,
	"track_id" uuid,
	"release_id" uuid,
	"state" "report_line_state" NOT NULL,
	"posted_entry_id" uuid,
	"dismissed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "royalty_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" text NOT NULL,
	"format" "royalty_report_format" NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"period_start" date,
	"period_end" date,
	"currency" char(3),
	"exchange_rate" numeric,
	"rate_source" text,
	"status" "royalty_report_status" DEFAULT 'processing' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"confirmed_same_period" boolean DEFAULT false NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"posted_by" uuid,
	"posted_at" timestamp with time zone,
	CONSTRAINT "royalty_reports_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "royalty_reports_rate_check" CHECK ("royalty_reports"."exchange_rate" is null or "royalty_reports"."exchange_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "royalty_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"period" date NOT NULL,
	"currency" char(3) NOT NULL,
	"opening_balance" bigint NOT NULL,
	"earnings" bigint NOT NULL,
	"payouts" bigint NOT NULL,
	"closing_balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_report_mappings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earnings_notices" ADD CONSTRAINT "earnings_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_invitations" ADD CONSTRAINT "royalty_invitations_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_periods" ADD CONSTRAINT "royalty_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_report_lines" ADD CONSTRAINT "royalty_report_lines_report_id_royalty_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."royalty_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_report_lines" ADD CONSTRAINT "royalty_report_lines_posted_entry_id_journal_entries_id_fk" FOREIGN KEY ("posted_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_report_lines" ADD CONSTRAINT "royalty_report_lines_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_reports" ADD CONSTRAINT "royalty_reports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_reports" ADD CONSTRAINT "royalty_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_reports" ADD CONSTRAINT "royalty_reports_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_report_mappings" ADD CONSTRAINT "store_report_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_report_mappings" ADD CONSTRAINT "store_report_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_key_idx" ON "payout_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_requests_user_idx" ON "payout_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "royalty_report_lines_report_idx" ON "royalty_report_lines" USING btree ("report_id","state");--> statement-breakpoint
CREATE INDEX "royalty_report_lines_unmatched_idx" ON "royalty_report_lines" USING btree ("report_id","id") WHERE "royalty_report_lines"."state" = 'unmatched';--> statement-breakpoint
CREATE INDEX "royalty_report_lines_track_idx" ON "royalty_report_lines" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "royalty_reports_created_idx" ON "royalty_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "royalty_reports_store_period_idx" ON "royalty_reports" USING btree ("store_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_statements_user_period_idx" ON "royalty_statements" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "journal_entries_created_idx" ON "journal_entries" USING btree ("created_at");