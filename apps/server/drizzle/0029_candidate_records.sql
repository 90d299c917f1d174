CREATE TABLE "candidate_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"position" text,
	"experience_level" text,
	"profile_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "record_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_records" ADD CONSTRAINT "candidate_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_records" ADD CONSTRAINT "candidate_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_records_company_email_idx" ON "candidate_records" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "candidate_records_user_idx" ON "candidate_records" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_record_id_candidate_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."candidate_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_record_idx" ON "candidates" USING btree ("record_id");--> statement-breakpoint
-- Decision 032: every existing candidate becomes one record and one application. The old unique (company_id, email) makes it one record per row.
INSERT INTO "candidate_records" ("company_id", "email", "full_name", "phone", "position", "experience_level", "profile_data", "language", "user_id", "created_at", "erased_at")
SELECT "company_id", "email", "full_name", "phone", "position", "experience_level", "profile_data", "language", "user_id", "created_at", "erased_at" FROM "candidates"
ON CONFLICT ("company_id", "email") DO NOTHING;--> statement-breakpoint
UPDATE "candidates" c SET "record_id" = r."id" FROM "candidate_records" r
WHERE c."record_id" IS NULL AND r."company_id" = c."company_id" AND r."email" = c."email";
