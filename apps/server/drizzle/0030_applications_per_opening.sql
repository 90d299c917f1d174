-- Contract step (decision 030): the previous release's intake uses ON CONFLICT (company_id, email); stop its
-- processes before starting this release. A person may now hold one application per opening (decision 032).
DROP INDEX "candidates_company_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_assessment_record_idx" ON "candidates" USING btree ("assessment_id","record_id");--> statement-breakpoint
CREATE INDEX "candidates_company_email_lookup_idx" ON "candidates" USING btree ("company_id","email");