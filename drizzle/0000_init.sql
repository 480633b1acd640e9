CREATE TABLE "buyer_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"problem" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"took_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"tagline" text,
	"description" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"deployment_models" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"free_tier" boolean,
	"starting_price_eur_per_year" double precision,
	"pricing_model" text,
	"integrations" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"founded_year" integer,
	"source" text,
	"status" text DEFAULT 'published' NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "buyer_requests_created_at_idx" ON "buyer_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendors_status_idx" ON "vendors" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vendors_name_lower_idx" ON "vendors" USING btree (lower("name"));