ALTER TABLE "candidates" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "invitation_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "password_set_at" timestamp with time zone;--> statement-breakpoint
-- Backfill from what earlier invitations left: each invitation's record (issued or used) in the
-- verification table, under the candidate's account, was created when the invitation was issued.
UPDATE "candidates" c SET "invited_at" = v.issued
FROM (
  SELECT "value" AS user_id, max("created_at") AS issued FROM "verification"
  WHERE "identifier" LIKE 'candidate-invitation:%' OR "identifier" LIKE 'candidate-invitation-used:%'
  GROUP BY "value"
) v
WHERE c."user_id" = v.user_id;--> statement-breakpoint
-- A used record was renamed when the password was set with it; else a password account says when.
UPDATE "candidates" c SET "password_set_at" = coalesce(
  (SELECT max(v."updated_at") FROM "verification" v
    WHERE v."value" = c."user_id" AND v."identifier" LIKE 'candidate-invitation-used:%'),
  (SELECT max(a."updated_at") FROM "account" a
    WHERE a."user_id" = c."user_id" AND a."provider_id" = 'credential')
)
WHERE c."user_id" IS NOT NULL;--> statement-breakpoint
-- Setting the password happens on the opened link's page.
UPDATE "candidates" SET "invitation_opened_at" = "password_set_at" WHERE "password_set_at" IS NOT NULL;
