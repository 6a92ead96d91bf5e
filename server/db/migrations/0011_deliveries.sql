CREATE TYPE "public"."delivery_kind" AS ENUM('release', 'takedown');--> statement-breakpoint
CREATE TYPE "public"."delivery_state" AS ENUM('queued', 'uploading', 'delivered', 'live', 'failed', 'taken_down');--> statement-breakpoint
ALTER TYPE "public"."release_status" ADD VALUE 'taken_down';--> statement-breakpoint
ALTER TYPE "public"."takedown_status" ADD VALUE 'approved';--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"kind" "delivery_kind" DEFAULT 'release' NOT NULL,
	"state" "delivery_state" DEFAULT 'queued' NOT NULL,
	"request_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"batch_id" text,
	"message_id" text,
	"delivered_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"taken_down_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "md5" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_release_store_idx" ON "deliveries" USING btree ("release_id","store_id");--> statement-breakpoint
CREATE INDEX "deliveries_state_updated_idx" ON "deliveries" USING btree ("state","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_updated_idx" ON "deliveries" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_store_state_idx" ON "deliveries" USING btree ("store_id","state");--> statement-breakpoint
CREATE INDEX "deliveries_store_message_idx" ON "deliveries" USING btree ("store_id","message_id");--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "takedown_requests_status_created_idx" ON "takedown_requests" USING btree ("status","created_at");