CREATE TABLE "usage" (
	"company_id" uuid NOT NULL,
	"period" date NOT NULL,
	"generations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_company_id_period_pk" PRIMARY KEY("company_id","period")
);
--> statement-breakpoint
CREATE TABLE "ai_item_cache" (
	"cache_key" text PRIMARY KEY NOT NULL,
	"test_id" uuid NOT NULL,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan" text DEFAULT 'startup' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "generation_limit" integer;--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;