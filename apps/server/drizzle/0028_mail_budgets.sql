CREATE TABLE "mail_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_hash" text NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_sends_recipient_idx" ON "mail_sends" USING btree ("recipient_hash","kind","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_company_idx" ON "mail_sends" USING btree ("company_id","sent_at");