CREATE TABLE "candidate_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hours_before" integer NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_reminders_kind_check" CHECK ("candidate_reminders"."kind" in ('not_started', 'not_finished'))
);
--> statement-breakpoint
CREATE TABLE "candidate_stage_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"assessment_id" uuid,
	"from_stage" text NOT NULL,
	"to_stage" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "decision_email_templates" (
	"company_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_email_templates_company_id_stage_pk" PRIMARY KEY("company_id","stage")
);
--> statement-breakpoint
CREATE TABLE "invite_link_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"candidate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_link_registrations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "invite_link_token" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "invite_link_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "invite_link_cap" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "reminder_hours" integer[] DEFAULT '{72,24}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stage_labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_reminders" ADD CONSTRAINT "candidate_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reminders" ADD CONSTRAINT "candidate_reminders_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_history" ADD CONSTRAINT "candidate_stage_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_history" ADD CONSTRAINT "candidate_stage_history_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_history" ADD CONSTRAINT "candidate_stage_history_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_history" ADD CONSTRAINT "candidate_stage_history_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_email_templates" ADD CONSTRAINT "decision_email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_email_templates" ADD CONSTRAINT "decision_email_templates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_link_registrations" ADD CONSTRAINT "invite_link_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_link_registrations" ADD CONSTRAINT "invite_link_registrations_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_link_registrations" ADD CONSTRAINT "invite_link_registrations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_reminders_once_idx" ON "candidate_reminders" USING btree ("candidate_id","hours_before","deadline_at");--> statement-breakpoint
CREATE INDEX "candidate_stage_history_candidate_idx" ON "candidate_stage_history" USING btree ("candidate_id","changed_at");--> statement-breakpoint
CREATE INDEX "invite_link_registrations_email_idx" ON "invite_link_registrations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "invite_link_registrations_assessment_idx" ON "invite_link_registrations" USING btree ("assessment_id","created_at");--> statement-breakpoint
CREATE INDEX "candidates_assessment_stage_idx" ON "candidates" USING btree ("assessment_id","stage");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_invite_link_token_unique" UNIQUE("invite_link_token");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_stage_check" CHECK ("candidates"."stage" in ('new', 'shortlisted', 'rejected', 'hired'));