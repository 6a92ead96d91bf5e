CREATE TYPE "public"."copyright_check_status" AS ENUM('clear', 'flagged', 'violation');--> statement-breakpoint
CREATE TYPE "public"."copyright_status" AS ENUM('pending', 'clear', 'flagged', 'violation');--> statement-breakpoint
CREATE TABLE "audio_fingerprints" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"duration_seconds" integer NOT NULL,
	"raw" integer[] NOT NULL,
	"compressed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copyright_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"check_type" text DEFAULT 'audio' NOT NULL,
	"status" "copyright_check_status" NOT NULL,
	"confidence_score" numeric(4, 1) DEFAULT 0 NOT NULL,
	"checked_by" uuid,
	"flagged_content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copyright_checks_type_check" CHECK ("copyright_checks"."check_type" = 'audio'),
	CONSTRAINT "copyright_checks_confidence_check" CHECK ("copyright_checks"."confidence_score" >= 0 and "copyright_checks"."confidence_score" <= 100)
);
--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "copyright_status" "copyright_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "copyright_check_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audio_fingerprints" ADD CONSTRAINT "audio_fingerprints_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_checks" ADD CONSTRAINT "copyright_checks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_checks" ADD CONSTRAINT "copyright_checks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_checks" ADD CONSTRAINT "copyright_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_fingerprints_duration_idx" ON "audio_fingerprints" USING btree ("duration_seconds");--> statement-breakpoint
CREATE INDEX "copyright_checks_track_created_idx" ON "copyright_checks" USING btree ("track_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "copyright_checks_release_created_idx" ON "copyright_checks" USING btree ("release_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "copyright_checks_checked_by_idx" ON "copyright_checks" USING btree ("checked_by");--> statement-breakpoint
CREATE INDEX "tracks_title_trgm_idx" ON "tracks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "uploads_duration_idx" ON "uploads" USING btree ("duration_seconds");