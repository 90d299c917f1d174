-- The copied questions go; "questions" becomes a view of form_sections with the columns readers know
-- (decision 016). Answers and score overrides keep their question ids; a question goes only with its
-- candidate (and its evaluation's overrides with the evaluation).
ALTER TABLE "answers" DROP CONSTRAINT "answers_question_id_questions_id_fk";--> statement-breakpoint
ALTER TABLE "score_overrides" DROP CONSTRAINT "score_overrides_question_id_questions_id_fk";--> statement-breakpoint
DROP TABLE "questions";--> statement-breakpoint
ALTER TABLE "candidate_forms" DROP COLUMN "items";--> statement-breakpoint
CREATE VIEW "questions" AS
SELECT q."id", f."section_id", f."candidate_id", q."number"::smallint AS "question_number", q."item_id",
  string_to_array(q."option_order", NULL)::smallint[] AS "option_order",
  q."time_limit_seconds"::integer AS "time_limit_seconds"
FROM "form_sections" f
CROSS JOIN LATERAL unnest(f."question_ids", f."item_ids", f."option_orders", f."time_limits")
  WITH ORDINALITY AS q("id", "item_id", "option_order", "time_limit_seconds", "number");
