CREATE TABLE "missing_kind_searches" (
	"kind_id" text PRIMARY KEY NOT NULL,
	"kind_name" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
