CREATE TABLE "application_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "application_links" ADD CONSTRAINT "application_links_application_id_candidates_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_links_application_idx" ON "application_links" USING btree ("application_id");--> statement-breakpoint
-- Invitation links already in people's inboxes keep working (decision 033): each live one (and each used one
-- whose time has not run out) becomes a link to the person's latest invited application, under the SHA-256
-- (base64url) that its record already names. The reset-password rows behind them go, so none of them can
-- set a password any more, and the records with them.
INSERT INTO "application_links" ("token_hash", "application_id", "expires_at")
SELECT links.hash, (
         SELECT c."id" FROM "candidates" c WHERE c."user_id" = links.user_id
         ORDER BY c."invited_at" DESC NULLS LAST, c."created_at" DESC LIMIT 1
       ), links.expires_at
FROM (
  SELECT substr(r."identifier", length('candidate-invitation:') + 1) AS hash, r."value" AS user_id,
         live."expires_at" AS expires_at
  FROM "verification" r
  JOIN "verification" live
    ON live."identifier" LIKE 'reset-password:%' AND live."value" = r."value"
   AND rtrim(translate(encode(sha256(convert_to(substr(live."identifier", length('reset-password:') + 1), 'UTF8')), 'base64'), '+/', '-_'), '=')
       = substr(r."identifier", length('candidate-invitation:') + 1)
  WHERE r."identifier" LIKE 'candidate-invitation:%' AND live."expires_at" > now()
  UNION ALL
  SELECT substr(r."identifier", length('candidate-invitation-used:') + 1), r."value",
         r."expires_at" - interval '90 days'
  FROM "verification" r
  WHERE r."identifier" LIKE 'candidate-invitation-used:%' AND r."expires_at" - interval '90 days' > now()
) links
WHERE EXISTS (SELECT 1 FROM "candidates" c WHERE c."user_id" = links.user_id)
ON CONFLICT ("token_hash") DO NOTHING;
--> statement-breakpoint
DELETE FROM "verification" live
USING "verification" r
WHERE live."identifier" LIKE 'reset-password:%' AND r."identifier" LIKE 'candidate-invitation%'
  AND r."value" = live."value"
  AND rtrim(translate(encode(sha256(convert_to(substr(live."identifier", length('reset-password:') + 1), 'UTF8')), 'base64'), '+/', '-_'), '=')
      IN (substr(r."identifier", length('candidate-invitation:') + 1), substr(r."identifier", length('candidate-invitation-used:') + 1));
--> statement-breakpoint
DELETE FROM "verification" WHERE "identifier" LIKE 'candidate-invitation:%' OR "identifier" LIKE 'candidate-invitation-used:%';
