CREATE TABLE "lever_webhook_signatures" (
	"company_id" uuid NOT NULL,
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lever_webhook_signatures_company_id_signature_pk" PRIMARY KEY("company_id","signature")
);
--> statement-breakpoint
ALTER TABLE "lever_webhook_signatures" ADD CONSTRAINT "lever_webhook_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lever_webhook_signatures_expires_idx" ON "lever_webhook_signatures" USING btree ("expires_at");