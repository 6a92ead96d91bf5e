CREATE TYPE "public"."notification_audience" AS ENUM('user', 'admin', 'all');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('info', 'success', 'warning', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."release_status" AS ENUM('draft', 'submitted', 'approved', 'rejected', 'distributed');--> statement-breakpoint
CREATE TYPE "public"."release_type" AS ENUM('single', 'ep', 'album');--> statement-breakpoint
CREATE TYPE "public"."takedown_status" AS ENUM('pending', 'completed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."upload_kind" AS ENUM('audio', 'artwork');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"audience" "notification_audience" DEFAULT 'user' NOT NULL,
	"type" "notification_type" DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" "citext" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_profiles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"artist_name" text NOT NULL,
	"release_type" "release_type" NOT NULL,
	"genre" text,
	"subgenre" text,
	"release_date" date,
	"description" text,
	"artwork_upload_id" uuid,
	"upc" text,
	"total_tracks" integer DEFAULT 0 NOT NULL,
	"status" "release_status" DEFAULT 'draft' NOT NULL,
	"admin_notes" text,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "royalty_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"collaborator_name" text NOT NULL,
	"collaborator_email" text,
	"percentage" numeric(4, 1) NOT NULL,
	"role" text DEFAULT 'Contributor' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "royalty_splits_percentage_check" CHECK ("royalty_splits"."percentage" > 0 and "royalty_splits"."percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "takedown_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"user_id" uuid,
	"reason" text NOT NULL,
	"status" "takedown_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"track_number" integer NOT NULL,
	"title" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"audio_upload_id" uuid,
	"explicit" boolean DEFAULT false NOT NULL,
	"lyrics" text,
	"credits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isrc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracks_number_check" CHECK ("tracks"."track_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "upload_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"renditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"duration_seconds" integer,
	"sample_rate" integer,
	"bit_depth" integer,
	"channels" integer,
	"codec" text,
	"lossless" boolean,
	"width" integer,
	"height" integer,
	"color_space" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_conversation_created_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_artwork_upload_id_uploads_id_fk" FOREIGN KEY ("artwork_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_splits" ADD CONSTRAINT "royalty_splits_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_audio_upload_id_uploads_id_fk" FOREIGN KEY ("audio_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_audience_created_idx" ON "notifications" USING btree ("audience","created_at" DESC NULLS FIRST) WHERE "notifications"."user_id" is null;--> statement-breakpoint
CREATE INDEX "artist_profiles_user_id_idx" ON "artist_profiles" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "releases_user_created_idx" ON "releases" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "releases_status_created_idx" ON "releases" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "releases_title_trgm_idx" ON "releases" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "releases_artist_name_trgm_idx" ON "releases" USING gin ("artist_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "releases_artwork_upload_idx" ON "releases" USING btree ("artwork_upload_id");--> statement-breakpoint
CREATE INDEX "royalty_splits_track_idx" ON "royalty_splits" USING btree ("track_id","position");--> statement-breakpoint
CREATE INDEX "takedown_requests_release_idx" ON "takedown_requests" USING btree ("release_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tracks_release_idx" ON "tracks" USING btree ("release_id","track_number");--> statement-breakpoint
CREATE INDEX "tracks_audio_upload_idx" ON "tracks" USING btree ("audio_upload_id");--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_sha256_idx" ON "uploads" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);