-- Contract step (decision 030): the previous release's intake uses ON CONFLICT (assessment_id, record_id);
-- stop its processes before starting this release. A person may apply to an opening again when the opening
-- allows it (decision 034): each application to it is an attempt of its own.
ALTER TABLE "assessments" ADD COLUMN "reapply_after_months" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "attempt" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_assessment_record_attempt_idx" ON "candidates" USING btree ("assessment_id","record_id","attempt");--> statement-breakpoint
DROP INDEX "candidates_assessment_record_idx";
