-- Issue 36 item 0: a company's own subject and opening message of the invitation email and of the deadline
-- reminders, per candidate language; a language without a row keeps the built-in text. A new table only (decision 030).
CREATE TABLE "invitation_email_texts" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject" text,
	"message" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_email_texts_company_id_kind_language_pk" PRIMARY KEY("company_id","kind","language"),
	CONSTRAINT "invitation_email_texts_kind_check" CHECK ("invitation_email_texts"."kind" in ('invitation', 'reminder')),
	CONSTRAINT "invitation_email_texts_words_check" CHECK ("invitation_email_texts"."subject" is not null or "invitation_email_texts"."message" is not null)
);
--> statement-breakpoint
ALTER TABLE "invitation_email_texts" ADD CONSTRAINT "invitation_email_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_email_texts" ADD CONSTRAINT "invitation_email_texts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;