CREATE TABLE "code_counters" (
	"scope" text PRIMARY KEY NOT NULL,
	"last_value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"label_name" text NOT NULL,
	"dpid" text,
	"gs1_company_prefix" text,
	"isrc_prefix" text,
	"p_line_owner" text NOT NULL,
	"c_line_owner" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_settings_single_row" CHECK ("distribution_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "distribution_settings" ADD CONSTRAINT "distribution_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Codes become unique (issue 15). A code held twice before this migration stays with the release
-- approved or distributed first (codes once assigned never change), else the oldest; the others
-- lose it (a draft's typed code, or a code approval assigns again).
UPDATE "releases" SET "upc" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY (case when length("upc") = 12 then '0' || "upc" else "upc" end)
      ORDER BY ("status" in ('approved', 'distributed')) DESC, "created_at", "id") AS "n"
    FROM "releases" WHERE "upc" IS NOT NULL) AS "d"
  WHERE "d"."n" > 1);--> statement-breakpoint
UPDATE "tracks" SET "isrc" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "t"."id", row_number() OVER (
      PARTITION BY "t"."isrc"
      ORDER BY ("r"."status" in ('approved', 'distributed')) DESC, "r"."created_at", "t"."track_number", "t"."id") AS "n"
    FROM "tracks" "t" JOIN "releases" "r" ON "r"."id" = "t"."release_id" WHERE "t"."isrc" IS NOT NULL) AS "d"
  WHERE "d"."n" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "releases_upc_unique_idx" ON "releases" USING btree ((case when length("upc") = 12 then '0' || "upc" else "upc" end)) WHERE "releases"."upc" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_isrc_unique_idx" ON "tracks" USING btree ("isrc") WHERE "tracks"."isrc" is not null;