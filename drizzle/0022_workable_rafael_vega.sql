CREATE TABLE "kind_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"proposed_by" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kind_proposals" ADD CONSTRAINT "kind_proposals_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kind_proposals_vendor_name_idx" ON "kind_proposals" USING btree ("vendor_id","name_key");--> statement-breakpoint
CREATE INDEX "kind_proposals_status_idx" ON "kind_proposals" USING btree ("status","created_at");