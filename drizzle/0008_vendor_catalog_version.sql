ALTER TABLE "catalog_state" ADD COLUMN "rebuilt_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "catalog_version" bigint;--> statement-breakpoint
CREATE INDEX "vendors_catalog_version_idx" ON "vendors" USING btree ("catalog_version");