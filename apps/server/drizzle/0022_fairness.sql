CREATE TABLE "ai_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid,
	"assessment_id" uuid,
	"question_id" uuid,
	"cache_key" text,
	"purpose" text NOT NULL,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"input_digest" text NOT NULL,
	"output" text,
	"outcome" text NOT NULL,
	"error" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_calls_purpose_check" CHECK ("ai_calls"."purpose" in ('item_generation', 'key_check', 'grading')),
	CONSTRAINT "ai_calls_outcome_check" CHECK ("ai_calls"."outcome" in ('ok', 'rejected', 'error'))
);
--> statement-breakpoint
CREATE TABLE "company_retired_items" (
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"retired_by" text,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_retired_items_company_id_item_id_pk" PRIMARY KEY("company_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "grade_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"admin_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_identifications" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"sex" text,
	"race_ethnicity" text,
	"age_band" text,
	"disability" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_identifications_sex_check" CHECK ("self_identifications"."sex" in ('female', 'male', 'another', 'prefer_not_to_say')),
	CONSTRAINT "self_identifications_race_check" CHECK ("self_identifications"."race_ethnicity" in ('hispanic_or_latino', 'white', 'black_or_african_american', 'native_hawaiian_or_pacific_islander', 'asian', 'american_indian_or_alaska_native', 'two_or_more_races', 'prefer_not_to_say')),
	CONSTRAINT "self_identifications_age_check" CHECK ("self_identifications"."age_band" in ('under_25', '25_34', '35_39', '40_49', '50_59', '60_plus', 'prefer_not_to_say')),
	CONSTRAINT "self_identifications_disability_check" CHECK ("self_identifications"."disability" in ('yes', 'no', 'prefer_not_to_say'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "self_identification_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ai_log_retention_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_retired_items" ADD CONSTRAINT "company_retired_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_retired_items" ADD CONSTRAINT "company_retired_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_retired_items" ADD CONSTRAINT "company_retired_items_retired_by_user_id_fk" FOREIGN KEY ("retired_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_confirmations" ADD CONSTRAINT "grade_confirmations_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_confirmations" ADD CONSTRAINT "grade_confirmations_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_company_idx" ON "ai_calls" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_calls_candidate_idx" ON "ai_calls" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "ai_calls_cache_key_idx" ON "ai_calls" USING btree ("cache_key");--> statement-breakpoint
CREATE UNIQUE INDEX "grade_confirmations_question_idx" ON "grade_confirmations" USING btree ("evaluation_id","question_id");--> statement-breakpoint
CREATE INDEX "self_identifications_company_idx" ON "self_identifications" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_ai_log_retention_check" CHECK ("companies"."ai_log_retention_months" >= 6 and "companies"."ai_log_retention_months" <= 120);