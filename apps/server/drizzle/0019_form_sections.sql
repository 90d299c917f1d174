-- A form costs one row per candidate and section (decision 016): the questions 0018 tied to their item
-- versions move into form_sections, in number order, with their ids, so answers and evaluations keep
-- pointing at them. Stops, changing nothing, if a section's numbers are not 1..n.
CREATE TABLE "form_sections" (
	"candidate_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"question_ids" uuid[] NOT NULL,
	"item_ids" uuid[] NOT NULL,
	"option_orders" text[] NOT NULL,
	"time_limits" smallint[] NOT NULL,
	CONSTRAINT "form_sections_candidate_id_section_id_pk" PRIMARY KEY("candidate_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "form_sections" ADD CONSTRAINT "form_sections_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_sections" ADD CONSTRAINT "form_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "questions" GROUP BY "candidate_id", "section_id"
      HAVING min("question_number") <> 1 OR max("question_number") <> count(*)) THEN
    RAISE EXCEPTION 'Migration 0019: a section''s question numbers are not 1..n; nothing was changed';
  END IF;
END $$;
--> statement-breakpoint
INSERT INTO "form_sections" ("candidate_id", "section_id", "question_ids", "item_ids", "option_orders", "time_limits")
SELECT "candidate_id", "section_id",
  array_agg("id" ORDER BY "question_number"),
  array_agg("item_id" ORDER BY "question_number"),
  array_agg(array_to_string("option_order", '') ORDER BY "question_number"),
  array_agg("time_limit_seconds"::smallint ORDER BY "question_number")
FROM "questions" GROUP BY "candidate_id", "section_id";
