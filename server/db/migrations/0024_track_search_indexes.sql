CREATE INDEX "releases_upc_trgm_idx" ON "releases" USING gin ("upc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracks_isrc_trgm_idx" ON "tracks" USING gin ("isrc" gin_trgm_ops);