CREATE TYPE "public"."store_transport" AS ENUM('folder', 'sftp');--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"dpid" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"transport" "store_transport" DEFAULT 'folder' NOT NULL,
	"folder_path" text,
	"sftp_settings" jsonb,
	"sealed_credentials" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One store per platform id of the spec (common/releases.ts PLATFORMS), off until an admin gives
-- it a DPID and enables it; the folder transport delivers to DATA_DIR/deliveries/<id>.
INSERT INTO "stores" ("id", "display_name") VALUES
  ('spotify', 'Spotify'), ('apple_music', 'Apple Music'), ('youtube_music', 'YouTube Music'),
  ('amazon_music', 'Amazon Music'), ('deezer', 'Deezer'), ('tidal', 'TIDAL'), ('pandora', 'Pandora'),
  ('soundcloud', 'SoundCloud'), ('bandcamp', 'Bandcamp'), ('instagram', 'Instagram/Facebook'),
  ('tiktok', 'TikTok'), ('napster', 'Napster')
ON CONFLICT ("id") DO NOTHING;
