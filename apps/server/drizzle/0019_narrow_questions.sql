ALTER TABLE "questions" ALTER COLUMN "item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_forms" DROP COLUMN "items";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "question_text";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "question_type";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "options";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "metadata";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "scoring";--> statement-breakpoint
-- Last: the type change rewrites the table, which also frees the space of the dropped columns.
ALTER TABLE "questions" ALTER COLUMN "question_number" SET DATA TYPE smallint;
