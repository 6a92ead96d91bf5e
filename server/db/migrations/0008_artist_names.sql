-- Issue 16: artist names belong to their account. Names are unique by name_key, the name as
-- common/artistNames.ts normaliseArtistName writes it (NFKC, invisible characters removed, white
-- space collapsed; citext ignores case); the expression below is its SQL twin for stored rows.
ALTER TABLE "artist_profiles" DROP CONSTRAINT "artist_profiles_name_unique";--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD COLUMN "name_key" "citext";--> statement-breakpoint
UPDATE "artist_profiles" SET "name_key" = btrim(regexp_replace(regexp_replace(normalize("name"::text, NFKC), '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]', '', 'g'), '\s+', ' ', 'g'));--> statement-breakpoint
-- Names that only differ by invisible or look-alike characters (the impersonation this rule
-- stops): the oldest keeps the name; the others keep their row but match nothing typed.
UPDATE "artist_profiles" AS p SET "name_key" = p."name_key" || ' #' || p."id"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "name_key" ORDER BY "created_at", "id") AS n
  FROM "artist_profiles"
) AS d
WHERE d."id" = p."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "artist_profiles" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_name_key_unique" UNIQUE("name_key");--> statement-breakpoint
-- The artist name given at sign-up becomes the account's artist name, unless it already is an
-- artist name (its own or another account's); of two accounts that signed up with one name, the
-- older gets it.
INSERT INTO "artist_profiles" ("user_id", "name", "name_key", "created_at")
SELECT DISTINCT ON (k."key") k."id", k."name", k."key", k."created_at"
FROM (
  SELECT u."id", btrim(u."artist_name") AS "name", (btrim(regexp_replace(regexp_replace(normalize(u."artist_name"::text, NFKC), '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]', '', 'g'), '\s+', ' ', 'g')))::citext AS "key",
    u."created_at"
  FROM "users" AS u
  WHERE u."artist_name" IS NOT NULL AND u."deleted_at" IS NULL
) AS k
WHERE k."key" <> '' AND NOT EXISTS (
  SELECT 1 FROM "artist_profiles" AS p WHERE p."name_key" = k."key"
)
ORDER BY k."key", k."created_at", k."id"
ON CONFLICT DO NOTHING;
