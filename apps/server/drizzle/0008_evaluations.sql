CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"total_score" real,
	"evaluation_status" text DEFAULT 'pending' NOT NULL,
	"section_scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evaluation_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pdf_report_url" text,
	"scoring_version" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_status_check" CHECK ("evaluations"."evaluation_status" in ('pending', 'processing', 'completed', 'needs_review', 'failed')),
	CONSTRAINT "evaluations_total_score_check" CHECK ("evaluations"."total_score" is null or ("evaluations"."total_score" >= 0 and "evaluations"."total_score" <= 100))
);
--> statement-breakpoint
CREATE TABLE "score_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"score" real NOT NULL,
	"reason" text NOT NULL,
	"admin_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_submission_idx" ON "evaluations" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "evaluations_candidate_idx" ON "evaluations" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "score_overrides_evaluation_idx" ON "score_overrides" USING btree ("evaluation_id","created_at");