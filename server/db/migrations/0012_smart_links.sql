CREATE TYPE "public"."device_class" AS ENUM('mobile', 'tablet', 'desktop');--> statement-breakpoint
CREATE TYPE "public"."smart_link_event" AS ENUM('visit', 'click');--> statement-breakpoint
CREATE TYPE "public"."store_link_source" AS ENUM('store', 'artist', 'staff');--> statement-breakpoint
CREATE TABLE "fan_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"email" "citext" NOT NULL,
	"share_with_artist" boolean DEFAULT false NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_link_daily_counts" (
	"release_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" "smart_link_event" NOT NULL,
	"store_id" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"device" "device_class" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "smart_link_daily_counts_release_id_day_event_store_id_referrer_device_pk" PRIMARY KEY("release_id","day","event","store_id","referrer","device"),
	CONSTRAINT "smart_link_daily_counts_count_check" CHECK ("smart_link_daily_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "smart_link_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_link_visitors" (
	"release_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "smart_link_visitors_release_id_day_visitor_hash_pk" PRIMARY KEY("release_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "smart_links" (
	"release_id" uuid PRIMARY KEY NOT NULL,
	"slug" "citext" NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"store_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden_stores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_links" (
	"release_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"url" text NOT NULL,
	"source" "store_link_source" NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_links_release_id_store_id_pk" PRIMARY KEY("release_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD COLUMN "slug" "citext";--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "preview_start_time" integer;--> statement-breakpoint
ALTER TABLE "fan_signups" ADD CONSTRAINT "fan_signups_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_link_daily_counts" ADD CONSTRAINT "smart_link_daily_counts_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_link_visitors" ADD CONSTRAINT "smart_link_visitors_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_links" ADD CONSTRAINT "smart_links_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_links" ADD CONSTRAINT "store_links_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_links" ADD CONSTRAINT "store_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_links" ADD CONSTRAINT "store_links_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fan_signups_release_email_idx" ON "fan_signups" USING btree ("release_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "fan_signups_token_idx" ON "fan_signups" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "fan_signups_due_idx" ON "fan_signups" USING btree ("release_id") WHERE "fan_signups"."confirmed_at" is not null and "fan_signups"."notified_at" is null and "fan_signups"."unsubscribed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_links_slug_idx" ON "smart_links" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_slug_unique" UNIQUE("slug");