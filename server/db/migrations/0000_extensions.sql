-- citext for case-insensitive emails and names; pg_trgm for indexed "contains" search.
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
