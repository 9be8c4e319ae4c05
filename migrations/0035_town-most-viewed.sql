CREATE INDEX "notices_active_location_views_idx" ON "notices" USING btree ("location","view_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';
