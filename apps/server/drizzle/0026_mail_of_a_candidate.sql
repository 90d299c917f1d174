ALTER TABLE "outbox" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_candidate_id_idx" ON "outbox" USING btree ("candidate_id");