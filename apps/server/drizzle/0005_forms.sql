CREATE TABLE "candidate_forms" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"items" jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_exposure" (
	"test_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"forms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_exposure_test_id_item_id_pk" PRIMARY KEY("test_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"question_number" integer NOT NULL,
	"question_text" text NOT NULL,
	"question_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_limit_seconds" integer DEFAULT 60 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scoring" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"test_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"time_limit_minutes" integer DEFAULT 30 NOT NULL,
	"display_order" integer NOT NULL,
	"blueprint_version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "pipeline_error" text;--> statement-breakpoint
ALTER TABLE "candidate_forms" ADD CONSTRAINT "candidate_forms_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_forms" ADD CONSTRAINT "candidate_forms_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_test_id_test_library_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."test_library"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_candidate_section_number_idx" ON "questions" USING btree ("candidate_id","section_id","question_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_assessment_order_idx" ON "sections" USING btree ("assessment_id","display_order");