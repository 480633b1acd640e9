CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"author_title" text DEFAULT '' NOT NULL,
	"publish_consent" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shortlist_ratings" ADD CONSTRAINT "shortlist_ratings_request_id_buyer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "buyer_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_ratings_request_id_idx" ON "shortlist_ratings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "shortlist_ratings_published_idx" ON "shortlist_ratings" USING btree ("approved_at");