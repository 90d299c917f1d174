CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"answer_data" jsonb NOT NULL,
	"time_spent_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrity_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"question_id" uuid,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_attempts" (
	"candidate_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "section_attempts_candidate_id_section_id_pk" PRIMARY KEY("candidate_id","section_id"),
	CONSTRAINT "section_attempts_closed_check" CHECK (("section_attempts"."submitted_at" is null) = ("section_attempts"."closed_by" is null) and "section_attempts"."closed_by" in ('candidate', 'timeout'))
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"submission_number" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_data" jsonb NOT NULL,
	"webhook_sent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "extra_time_multiplier" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "submission_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_events" ADD CONSTRAINT "integrity_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_events" ADD CONSTRAINT "integrity_events_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_attempts" ADD CONSTRAINT "section_attempts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_attempts" ADD CONSTRAINT "section_attempts_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_question_candidate_idx" ON "answers" USING btree ("question_id","candidate_id");--> statement-breakpoint
CREATE INDEX "answers_candidate_section_idx" ON "answers" USING btree ("candidate_id","section_id");--> statement-breakpoint
CREATE INDEX "integrity_events_candidate_idx" ON "integrity_events" USING btree ("candidate_id","section_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_candidate_number_idx" ON "submissions" USING btree ("candidate_id","submission_number");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_extra_time_check" CHECK ("candidates"."extra_time_multiplier" between 1 and 3);--> statement-breakpoint
-- Live updates for candidates too (GET /api/candidate/events): each notification now names the changed
-- candidates when the statement changed at most 50 of the company's rows (about 2 kB of the 8 kB a
-- notification may carry); a bigger statement sends null, meaning "any of the company's candidates".
-- Still one notification per company and statement.
CREATE OR REPLACE FUNCTION notify_candidate_changes() RETURNS trigger AS $$
DECLARE
  company uuid;
  ids json;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR company, ids IN
      SELECT company_id, CASE WHEN count(*) <= 50 THEN json_agg(id) END FROM old_rows GROUP BY company_id
    LOOP
      PERFORM pg_notify('candidate_changes',
        json_build_object('companyId', company, 'op', TG_OP, 'candidateIds', ids)::text);
    END LOOP;
  ELSE
    FOR company, ids IN
      SELECT company_id, CASE WHEN count(*) <= 50 THEN json_agg(id) END FROM new_rows GROUP BY company_id
    LOOP
      PERFORM pg_notify('candidate_changes',
        json_build_object('companyId', company, 'op', TG_OP, 'candidateIds', ids)::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
