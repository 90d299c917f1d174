ALTER TABLE "assessments" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "experience_level" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "candidate_instructions" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_assessment_status_idx" ON "candidates" USING btree ("assessment_id","test_status");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_status_check" CHECK ("assessments"."status" in ('draft', 'open', 'closed', 'archived'));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_window_check" CHECK ("assessments"."closes_at" > "assessments"."opens_at");;--> statement-breakpoint
-- Each upload batch becomes an open assessment named after its role (when all its candidates share one),
-- its file and its day, as uploads now name theirs (assessments-admin/assessment-name.ts).
UPDATE "assessments" AS a SET
  "position" = r.position,
  "experience_level" = r.experience_level,
  "name" = concat_ws(' · ', coalesce(r.position, 'Assessment'), coalesce(a.source_filename, 'added one by one'),
    to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')),
  "updated_at" = a.created_at
FROM (
  SELECT b.id,
    CASE WHEN count(DISTINCT c.position) = 1 AND count(c.position) = count(*) THEN min(c.position) END AS position,
    CASE WHEN count(DISTINCT c.experience_level) = 1 AND count(c.experience_level) = count(*)
      THEN min(c.experience_level) END AS experience_level
  FROM "assessments" b LEFT JOIN "candidates" c ON c.assessment_id = b.id
  GROUP BY b.id
) AS r
WHERE r.id = a.id;--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "name" SET NOT NULL;